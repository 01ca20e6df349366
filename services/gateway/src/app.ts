import 'reflect-metadata';
import { SwaggerModule } from '@nestjs/swagger';
import {
  createServiceApp,
  refuseUnreadableBodies,
  setMetricsRoute,
  type ServiceApp,
} from '@sandglass/server';
import compression from 'compression';
import cors from 'cors';
import type { Request, Response } from 'express';
import { GatewayModule } from './app.module.js';
import type { GatewayConfig } from './config.js';
import type { ResolveHost } from './proxy/upstream-pool.js';
import { ApiDocs } from './docs/api-docs.js';
import { ServiceProxy } from './proxy/service-proxy.js';
import { RateLimits } from './rate-limit/rate-limits.js';
import { serviceUrls } from './routes.js';
import { canonicalApiPaths } from './security/canonical-path.js';
import { securityHeaders } from './security/security-headers.js';
import { ArticleChanges } from './site/article-changes.js';
import { ArticleSource } from './site/article-source.js';
import { PageHeads } from './site/page-heads.js';
import { Site } from './site/site.js';

function trustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Never compress a stream of server-sent events: compression buffers. */
function shouldCompress(req: Request, res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  if (type.startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

/**
 * The gateway, in request order: request id and logs, security headers, compression, CORS,
 * the one spelling of /api paths, bodies read as the services read them (uncompressed, JSON in
 * UTF-8), rate limits, the service proxy for /api/<prefix>, the built front end, and the gateway's
 * own routes (/api/health, /api/docs, /api/docs-json). Anything else under /api is a JSON 404.
 * `resolve` replaces the system's resolver of the services' host names (tests).
 */
export async function createGatewayApp(
  config: GatewayConfig,
  resolve?: ResolveHost,
): Promise<ServiceApp> {
  const service = await createServiceApp(GatewayModule.forRoot(config, resolve), {
    title: `${config.FIRM_NAME} API`,
    description:
      'Every public endpoint of the site, through one gateway. Sign in with POST /api/auth/login, then use "Authorize" with the returned token.',
    parseJson: false,
    timeouts: { headersMs: config.HEADERS_TIMEOUT_MS, requestMs: config.REQUEST_TIMEOUT_MS },
  });
  const { app, logger, openApi } = service;
  app.set('trust proxy', trustProxy(config.TRUST_PROXY));
  app.use(securityHeaders());
  // Every size: the page's many small code chunks are each smaller than the default 1 kB floor.
  app.use(compression({ filter: shouldCompress, threshold: 0 }));
  app.use(
    '/api',
    cors({
      origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
      credentials: true,
      exposedHeaders: ['x-request-id', 'retry-after'],
      maxAge: 600,
    }),
  );
  app.use(canonicalApiPaths());
  app.use('/api', refuseUnreadableBodies());
  const proxy = app.get(ServiceProxy);
  app.use(proxy.metricsLabel);
  app.use(app.get(RateLimits).middleware);
  app.use(proxy.middleware);

  const siteConfig = {
    firmName: config.FIRM_NAME,
    firmEmail: config.FIRM_EMAIL,
    siteUrl: config.siteUrl,
    linkedinUrl: config.FIRM_LINKEDIN_URL,
    xUrl: config.FIRM_X_URL,
    analyticsPublic: config.ANALYTICS_PUBLIC,
  };
  const articles = new ArticleSource(config.CONTENT_URL, config.ARTICLE_HEAD_CACHE_SECONDS, logger);
  app.get(ArticleChanges).onChange((change) => articles.forget(change));
  const site = new Site(
    config.FRONTEND_DIST,
    siteConfig,
    new PageHeads(siteConfig, articles),
    logger,
  );
  await site.load();
  app.use((_req: Request, res: Response, next: () => void) => {
    setMetricsRoute(res, 'site');
    next();
  });
  app.use(...site.handlers());

  const docs = new ApiDocs(openApi, serviceUrls(config), logger);
  SwaggerModule.setup('api/docs', app, openApi, {
    jsonDocumentUrl: 'api/docs-json',
    raw: ['json'],
    customSiteTitle: `${config.FIRM_NAME} API`,
    swaggerOptions: { persistAuthorization: true, showExtensions: true },
    patchDocumentOnRequest: () => docs.document(),
  });
  return service;
}
