import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER } from '@sandglass/server';
import type { NextFunction, Request, Response } from 'express';
import { createProxyServer, type ProxyServer } from 'httpxy';
import type { Logger } from 'pino';
import { sendError } from '../http-errors.js';
import type { GatewayConfig } from '../config.js';
import {
  bodyLimitFor,
  matchRoute,
  serviceRoutes,
  serviceUrls,
  type ServiceName,
  type ServiceRoute,
} from '../routes.js';
import { GATEWAY_CONFIG } from '../tokens.js';
import { BodyTooLargeError, bufferedBody, declaredLength, readBody } from './request-body.js';

interface ServiceProxyOptions {
  routes: ServiceRoute[];
  urls: Record<ServiceName, string>;
  connectTimeoutMs: number;
  bodyLimitBytes: number;
  logger: Logger;
}

class UpstreamError extends Error {
  constructor(readonly code: 'CONNECT_TIMEOUT' | 'UPSTREAM_TIMEOUT') {
    super(code);
  }
}

/**
 * Forwards /api/* to the owning service: method, path, query, headers (Authorization, cookies,
 * x-request-id) and body, streaming the answer back unbuffered (server-sent events included).
 * A service that is down or silent turns into a 503 naming it; the other prefixes carry on.
 * A client that goes away cancels the upstream request.
 */
@Injectable()
export class ServiceProxy implements OnApplicationShutdown {
  private readonly proxies = new Map<ServiceName, ProxyServer>();
  private readonly agents: Agent[] = [];
  private readonly options: ServiceProxyOptions;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig, @Inject(LOGGER) logger: Logger) {
    this.options = {
      routes: serviceRoutes(config),
      urls: serviceUrls(config),
      connectTimeoutMs: config.CONNECT_TIMEOUT_MS,
      bodyLimitBytes: config.BODY_LIMIT_BYTES,
      logger,
    };
    for (const route of this.options.routes)
      this.proxies.set(route.service, this.createProxy(route));
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const route = matchRoute(this.options.routes, req.path);
    if (!route) return next();
    this.forward(route, req, res).catch((error: unknown) => this.fail(route, error, res));
  };

  onApplicationShutdown(): void {
    for (const agent of this.agents) agent.destroy();
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
    await this.proxies.get(route.service)!.web(req, res, {
      target: this.options.urls[route.service],
      buffer: body ? Readable.from([body]) : undefined,
    });
  }

  private createProxy(route: ServiceRoute): ProxyServer {
    const agent = new Agent({ keepAlive: true, maxSockets: 256 });
    this.agents.push(agent);
    const proxy = createProxyServer({ agent, xfwd: false, changeOrigin: false });
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
    proxy.on('error', (error: Error, _req?: IncomingMessage, res?: ServerResponse | unknown) => {
      if (res && typeof (res as ServerResponse).setHeader === 'function') {
        this.fail(route, error, res as Response);
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
    const code =
      error instanceof UpstreamError
        ? error.code
        : ((error as NodeJS.ErrnoException)?.code ?? 'ERROR');
    this.options.logger.warn({ service: route.service, code, err: error }, 'service unavailable');
    const message =
      code === 'UPSTREAM_TIMEOUT'
        ? `The ${route.service} service did not answer in time. Please try again in a moment.`
        : `The ${route.service} service is not available right now. Please try again in a moment.`;
    sendError(res, 'SERVICE_UNAVAILABLE', message, { 'Retry-After': '5' });
  }
}
