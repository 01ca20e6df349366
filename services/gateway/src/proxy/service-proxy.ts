import type { ClientRequest, IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, setMetricsRoute } from '@sandglass/server';
import type { NextFunction, Request, Response } from 'express';
import { createProxyServer, type ProxyServer } from 'httpxy';
import type { Logger } from 'pino';
import { sendError } from '../http-errors.js';
import type { GatewayConfig } from '../config.js';
import {
  bodyLimitFor,
  matchRoute,
  metricsRoute,
  serviceRoutes,
  serviceUrls,
  type ServiceName,
  type ServiceRoute,
} from '../routes.js';
import { GATEWAY_CONFIG, RESOLVE_HOST } from '../tokens.js';
import { BodyTooLargeError, bufferedBody, declaredLength, readBody } from './request-body.js';
import { UpstreamPool, type ResolveHost, type UpstreamAddress } from './upstream-pool.js';

interface ServiceProxyOptions {
  routes: ServiceRoute[];
  connectTimeoutMs: number;
  bodyLimitBytes: number;
  logger: Logger;
}

class UpstreamError extends Error {
  constructor(readonly code: 'CONNECT_TIMEOUT' | 'UPSTREAM_TIMEOUT') {
    super(code);
  }
}

/** Failures that mean the request never reached the address: another replica may take it. */
const CONNECT_FAILURES = new Set([
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

function errorCode(error: unknown): string {
  return error instanceof UpstreamError
    ? error.code
    : ((error as NodeJS.ErrnoException)?.code ?? 'ERROR');
}

/**
 * Forwards /api/* to the owning service: method, path, query, headers (Authorization, cookies,
 * x-request-id) and body, streaming the answer back unbuffered (server-sent events included).
 * A service's URL may name several replicas (a name that resolves to several addresses, as
 * Docker's DNS answers for `--scale`): requests take them in turn, and one that refuses the
 * connection is passed over while the request goes to the next (when its body can be sent
 * again). A service that is down or silent turns into a 503 naming it; the other prefixes
 * carry on. A client that goes away cancels the upstream request.
 */
@Injectable()
export class ServiceProxy implements OnApplicationShutdown {
  private readonly proxies = new Map<ServiceRoute, ProxyServer>();
  private readonly pools = new Map<ServiceName, UpstreamPool>();
  private readonly options: ServiceProxyOptions;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(LOGGER) logger: Logger,
    @Inject(RESOLVE_HOST) resolve: ResolveHost,
  ) {
    this.options = {
      routes: serviceRoutes(config),
      connectTimeoutMs: config.CONNECT_TIMEOUT_MS,
      bodyLimitBytes: config.BODY_LIMIT_BYTES,
      logger,
    };
    const urls = serviceUrls(config);
    for (const service of Object.keys(urls) as ServiceName[]) {
      this.pools.set(
        service,
        new UpstreamPool(urls[service], { resolve, refreshMs: config.SERVICE_DNS_REFRESH_MS }),
      );
    }
    for (const route of this.options.routes) this.proxies.set(route, this.createProxy(route));
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const route = matchRoute(this.options.routes, req.path);
    if (!route) return next();
    this.forward(route, req, res).catch((error: unknown) => this.fail(route, error, res));
  };

  /**
   * Names a request's route in the metrics by the prefix it is under (`/api/blog/*`); runs
   * before the limits, so a request they refuse is counted under its route too.
   */
  readonly metricsLabel = (req: Request, res: Response, next: NextFunction): void => {
    const route = matchRoute(this.options.routes, req.path);
    if (route) setMetricsRoute(res, metricsRoute(route, req.path));
    next();
  };

  onApplicationShutdown(): void {
    for (const pool of this.pools.values()) pool.close();
  }

  private async forward(route: ServiceRoute, req: Request, res: Response): Promise<void> {
    let body = bufferedBody(req);
    const length = declaredLength(req);
    const limit = bodyLimitFor(route, req.path, this.options.bodyLimitBytes);
    if (!body && length !== undefined && length > limit) {
      throw new BodyTooLargeError(limit);
    }
    // A body without a declared length is read here so the limit holds before anything is sent.
    if (!body && length === undefined && req.headers['transfer-encoding']) {
      body = await readBody(req, limit);
    }
    if (body) {
      req.headers['content-length'] = String(body.length);
      delete req.headers['transfer-encoding'];
    }
    // The gateway decides who the client is; whatever the client claimed is replaced.
    req.headers['x-forwarded-for'] = req.ip ?? '';
    req.headers['x-forwarded-proto'] = req.protocol;
    req.headers['x-forwarded-host'] = req.get('host') ?? '';
    // A request without a body, or whose body is in hand, can be sent again to another replica.
    const replayable = body !== undefined || !length;
    const pool = this.pools.get(route.service)!;
    const proxy = this.proxies.get(route)!;
    const tried = new Set<UpstreamAddress>();
    for (;;) {
      const address = await pool.next(tried);
      if (!address) throw new Error('every replica was tried');
      tried.add(address);
      try {
        await proxy.web(req, res, {
          target: address.url,
          agent: address.agent,
          buffer: body ? Readable.from([body]) : undefined,
        });
        pool.markUp(address);
        return;
      } catch (error) {
        const refused = CONNECT_FAILURES.has(errorCode(error));
        if (refused) pool.markDown(address);
        const another = replayable && tried.size < pool.size && !res.headersSent;
        if (!refused || !another) throw error;
        this.options.logger.warn(
          { service: route.service, address: address.url, code: errorCode(error) },
          'replica refused the connection; trying the next',
        );
      }
    }
  }

  private createProxy(route: ServiceRoute): ProxyServer {
    // Errors reject `web` (no 'error' listener), so forward can try another replica.
    const proxy = createProxyServer({ xfwd: false, changeOrigin: false });
    proxy.on('proxyReq', (proxyReq: ClientRequest) => {
      const socket = proxyReq.socket;
      if (socket?.connecting) {
        const timer = setTimeout(
          () => proxyReq.destroy(new UpstreamError('CONNECT_TIMEOUT')),
          this.options.connectTimeoutMs,
        );
        socket.once('connect', () => clearTimeout(timer));
        proxyReq.once('close', () => clearTimeout(timer));
      }
      proxyReq.setTimeout(route.timeoutMs, () =>
        proxyReq.destroy(new UpstreamError('UPSTREAM_TIMEOUT')),
      );
    });
    proxy.on('proxyRes', (proxyRes: IncomingMessage) => {
      // Server-sent events must reach the browser as they are written.
      if (String(proxyRes.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        proxyRes.headers['cache-control'] = 'no-cache, no-transform';
        proxyRes.headers['x-accel-buffering'] = 'no';
      }
    });
    return proxy;
  }

  private fail(route: ServiceRoute, error: unknown, res: Response): void {
    if (error instanceof BodyTooLargeError) {
      // The rest of the body is never read, so the connection cannot be reused.
      sendError(res, 'PAYLOAD_TOO_LARGE', error.message, { Connection: 'close' });
      return;
    }
    const code = errorCode(error);
    this.options.logger.warn({ service: route.service, code, err: error }, 'service unavailable');
    const message =
      code === 'UPSTREAM_TIMEOUT'
        ? `The ${route.service} service did not answer in time. Please try again in a moment.`
        : `The ${route.service} service is not available right now. Please try again in a moment.`;
    sendError(res, 'SERVICE_UNAVAILABLE', message, { 'Retry-After': '5' });
  }
}
