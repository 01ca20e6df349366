import { parse as parseContentType } from 'content-type';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { AppError } from '../errors/app-error.js';
import { verifyJsonDepth } from './json-depth.js';

/**
 * Bodies are read as sent, and read the same way everywhere. The gateway looks inside some
 * bodies before forwarding them (its limits count sign-ins per email), and a body it read one
 * way must not reach a service that reads it another way. So the gateway and every service apply
 * these rules, and the gateway reads JSON with `readJsonBody`, which decodes exactly as the
 * services' parser does (request-body.spec.ts holds the two side by side).
 */

/** The bodies every service parses as JSON (type-is names, as `req.is` takes them). */
export const JSON_BODY_TYPES = ['application/json', '+json'];

/**
 * Bodies are read as they are sent: a compressed body would be read one way by whoever looks at
 * it first (the gateway's limits) and another by whoever inflates it, so none is accepted.
 */
export const COMPRESSED_BODY_MESSAGE =
  'Send the request body uncompressed: a Content-Encoding such as gzip is not accepted.';

/** JSON is read as UTF-8 only (RFC 8259 requires it between systems). */
export function jsonCharsetMessage(charset: string): string {
  return `Send the JSON request body as UTF-8: the charset ${JSON.stringify(charset)} is not accepted (leave it out or send charset=utf-8).`;
}

function hasBody(req: Request): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined
  );
}

/** Whether the body has a Content-Encoding other than `identity`. */
function isCompressed(req: Request): boolean {
  const encoding = String(req.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  return encoding !== 'identity' && encoding !== '' && hasBody(req);
}

/**
 * The charset a JSON body declares when it is not UTF-8. Read as the services' parser reads it:
 * the type by `req.is` (type-is), the parameter by the `content-type` package, the first of two.
 */
function foreignJsonCharset(req: Request): string | undefined {
  if (!req.is(JSON_BODY_TYPES)) return undefined;
  const charset = parseContentType(req.headers['content-type'] ?? '').parameters.charset;
  return charset === undefined || charset.toLowerCase() === 'utf-8' ? undefined : charset;
}

/**
 * Refuses, with `415 UNSUPPORTED_ENCODING` and before anything reads it, a body that is
 * compressed or a JSON body in a charset other than UTF-8. The body is left unread, so the
 * connection closes after the answer.
 */
export function refuseUnreadableBodies(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const charset = foreignJsonCharset(req);
    const message = isCompressed(req)
      ? COMPRESSED_BODY_MESSAGE
      : charset !== undefined && jsonCharsetMessage(charset);
    if (!message) return next();
    next(new AppError('UNSUPPORTED_ENCODING', message, undefined, { Connection: 'close' }));
  };
}

/** The services' JSON parser (body-parser), behind `refuseUnreadableBodies`. */
export function parseJsonBodies(limit: string): RequestHandler[] {
  return [
    refuseUnreadableBodies(),
    // express.json itself rather than useBodyParser, whose types reserve `verify` for raw bodies.
    express.json({
      limit,
      strict: true,
      inflate: false,
      verify: verifyJsonDepth,
      type: JSON_BODY_TYPES,
    }),
  ];
}

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A JSON body's value as the services parse it: UTF-8, one leading byte order mark ignored (RFC
 * 8259 lets a parser ignore it; body-parser's decoder drops it). Throws on JSON that is not valid.
 */
export function readJsonBody(body: Buffer): unknown {
  const text = body.toString('utf8');
  return JSON.parse(text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text);
}
