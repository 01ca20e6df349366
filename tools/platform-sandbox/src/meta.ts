import { createHmac, randomBytes } from 'node:crypto';
import { sendJson, type PlatformFaultAnswers, type SandboxContext } from './sandbox-http.js';

/** Answers a Graph error the way Meta shapes them. */
export function metaError(
  ctx: SandboxContext,
  status: number,
  code: number,
  message: string,
  extra: {
    subcode?: number;
    type?: string;
    transient?: boolean;
    headers?: Record<string, string>;
  } = {},
): void {
  sendJson(
    ctx,
    status,
    {
      error: {
        message,
        type: extra.type ?? 'OAuthException',
        code,
        ...(extra.subcode === undefined ? {} : { error_subcode: extra.subcode }),
        ...(extra.transient ? { is_transient: true } : {}),
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    },
    extra.headers,
  );
}

/** The fault answers of a Graph API; `limitCode` is the throttling code it uses. */
export function metaFaults(limitCode: number, limitMessage: string): PlatformFaultAnswers {
  return {
    rateLimit: (ctx, seconds) =>
      metaError(ctx, 400, limitCode, limitMessage, {
        headers: {
          'x-business-use-case-usage': JSON.stringify({
            [ctx.params.id ?? 'app']: [
              {
                type: 'pages',
                call_count: 100,
                total_cputime: 20,
                total_time: 30,
                estimated_time_to_regain_access: Math.max(1, Math.ceil(seconds / 60)),
              },
            ],
          }),
        },
      }),
    unauthorized: (ctx) =>
      metaError(
        ctx,
        400,
        190,
        'Error validating access token: Session has expired on Monday, 23-Nov-26 10:00:00 PST.',
        { subcode: 463 },
      ),
    duplicate: (ctx) => metaError(ctx, 400, 506, 'Duplicate status message'),
    serverError: (ctx) => sendJson(ctx, 503, { message: 'Service Unavailable' }),
    transient: (ctx) =>
      metaError(ctx, 500, 2, 'An unexpected error has occurred. Please retry your request later.', {
        transient: true,
      }),
  };
}

/** Checks appsecret_proof when one is sent (apps may require it). */
export function proofIsValid(
  ctx: SandboxContext,
  token: string,
  secret: string,
  sent: string | null,
) {
  if (sent === null) return true;
  const expected = createHmac('sha256', secret).update(token).digest('hex');
  if (sent === expected) return true;
  metaError(ctx, 400, 100, 'Invalid appsecret_proof provided in the API argument', {
    type: 'GraphMethodException',
  });
  return false;
}

/**
 * Fetches an image by URL as Meta does before accepting it; false when it cannot, or when it is
 * not one of the `types` the platform takes (Instagram publishes JPEG only).
 */
export async function imageFetches(
  url: string | null,
  types: readonly string[] = ['image/'],
): Promise<boolean> {
  if (!url || !/^https?:\/\//.test(url) || !URL.canParse(url)) return false;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const type = response.headers.get('content-type') ?? '';
    const body = await response.arrayBuffer();
    return response.ok && types.some((t) => type.startsWith(t)) && body.byteLength > 0;
  } catch {
    return false;
  }
}
