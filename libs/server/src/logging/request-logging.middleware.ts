import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from './request-context.js';

/**
 * Gives every request an id (kept from `x-request-id` when the caller sent a safe one), echoes
 * it on the response, runs the rest of the request inside its context and logs one line when
 * the response ends.
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    runWithRequestId(requestId, () => {
      res.on('close', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const line = {
          requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          aborted: !res.writableFinished,
        };
        if (res.statusCode >= 500) logger.error(line, 'request failed');
        else logger.info(line, 'request');
      });
      next();
    });
  };
}
