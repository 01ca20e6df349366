import { loadConfig } from '@sandglass/server';
import { GatewayConfig } from './config.js';
import { AI_TIMEOUT_GRACE_MS, matchRoute, serviceRoutes } from './routes.js';

const routes = serviceRoutes(loadConfig(GatewayConfig, { AI_TIMEOUT_MS: '90000' }));
const owner = (path: string) => matchRoute(routes, path)?.service;

describe('the routing table', () => {
  it.each([
    ['/api/auth/login', 'auth'],
    ['/api/auth', 'auth'],
    ['/api/portfolio', 'content'],
    ['/api/portfolio/123', 'content'],
    ['/api/team', 'content'],
    ['/api/programs/1/applications', 'content'],
    ['/api/blog', 'content'],
    ['/api/contact', 'content'],
    ['/api/newsletter', 'content'],
    ['/api/analytics/overview', 'content'],
    ['/api/ai/generate-insight', 'ai'],
    ['/api/social/scheduled-posts/9', 'social'],
  ])('sends %s to %s', (path, service) => expect(owner(path)).toBe(service));

  it.each(['/api/authors', '/api/blogs', '/api/health', '/api/docs', '/portfolio', '/api'])(
    'sends %s nowhere',
    (path) => expect(owner(path)).toBeUndefined(),
  );

  it('gives the AI routes their own, longer timeout, past the ai service’s own', () => {
    expect(matchRoute(routes, '/api/ai/models')?.timeoutMs).toBe(90_000 + AI_TIMEOUT_GRACE_MS);
    expect(matchRoute(routes, '/api/team')?.timeoutMs).toBe(15_000);
  });
});
