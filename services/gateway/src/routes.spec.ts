import { loadConfig } from '@sandglass/server';
import { GatewayConfig } from './config.js';
import {
  AI_TIMEOUT_GRACE_MS,
  bodyLimitFor,
  matchRoute,
  serviceRoutes,
  SOCIAL_MEDIA_BODY_LIMIT_BYTES,
  UPLOAD_BODY_LIMIT_BYTES,
} from './routes.js';

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
    ['/api/uploads', 'content'],
    ['/api/uploads/3f5e.png', 'content'],
    ['/sitemap.xml', 'content'],
    ['/rss.xml', 'content'],
    ['/api/ai/generate-insight', 'ai'],
    ['/api/social/scheduled-posts/9', 'social'],
  ])('sends %s to %s', (path, service) => expect(owner(path)).toBe(service));

  it.each([
    '/api/authors',
    '/api/blogs',
    '/api/health',
    '/api/docs',
    '/portfolio',
    '/api',
    '/sitemap.xml.gz',
    '/feeds/rss.xml',
  ])('sends %s nowhere', (path) => expect(owner(path)).toBeUndefined());

  it('gives the AI routes their own, longer timeout, past the ai service’s own', () => {
    expect(matchRoute(routes, '/api/ai/models')?.timeoutMs).toBe(90_000 + AI_TIMEOUT_GRACE_MS);
    expect(matchRoute(routes, '/api/team')?.timeoutMs).toBe(15_000);
    expect(matchRoute(routes, '/api/social/generate-content')?.timeoutMs).toBe(
      90_000 + AI_TIMEOUT_GRACE_MS,
    );
    expect(matchRoute(routes, '/api/social/post-now')?.timeoutMs).toBe(15_000);
  });

  it('lets image uploads past the usual body limit, and nothing else', () => {
    const content = matchRoute(routes, '/api/uploads')!;
    expect(bodyLimitFor(content, '/api/uploads', 1024 * 1024)).toBe(UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor(content, '/api/contact', 1024 * 1024)).toBe(1024 * 1024);
    expect(bodyLimitFor(content, '/api/uploads', 8 * 1024 * 1024)).toBe(8 * 1024 * 1024);
    const social = matchRoute(routes, '/api/social/media')!;
    expect(bodyLimitFor(social, '/api/social/media', 1024 * 1024)).toBe(
      SOCIAL_MEDIA_BODY_LIMIT_BYTES,
    );
    expect(bodyLimitFor(social, '/api/social/post-now', 1024 * 1024)).toBe(1024 * 1024);
  });
});
