import { postLength } from '@sandglass/shared/social-text';
import {
  applyFault,
  basicCredentials,
  bearer,
  finish,
  formData,
  jsonBody,
  params,
  sendJson,
  type PlatformFaultAnswers,
  type SandboxContext,
  type SandboxRoute,
} from './sandbox-http.js';
import { authorizeRoutes, checkClient, OAuthProblem, redeemCode } from './sandbox-oauth.js';
import { postPage } from './sandbox-pages.js';
import { SANDBOX_MEMBER, type SandboxToken } from './sandbox-state.js';

const ACCESS_SECONDS = 2 * 60 * 60;
const member = SANDBOX_MEMBER.twitter;

function problem(ctx: SandboxContext, status: number, title: string, detail: string, headers = {}) {
  sendJson(ctx, status, { title, detail, type: 'about:blank', status }, headers);
}

const faults: PlatformFaultAnswers = {
  rateLimit: (ctx, seconds) =>
    problem(ctx, 429, 'Too Many Requests', 'Too Many Requests', {
      'x-rate-limit-limit': '100',
      'x-rate-limit-remaining': '0',
      'x-rate-limit-reset': String(Math.ceil(Date.now() / 1000 + seconds)),
    }),
  unauthorized: (ctx) => problem(ctx, 401, 'Unauthorized', 'Unauthorized'),
  duplicate: (ctx) =>
    problem(ctx, 403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.'),
  serverError: (ctx) => problem(ctx, 503, 'Service Unavailable', 'Service Unavailable'),
  transient: (ctx) => problem(ctx, 503, 'Service Unavailable', 'Service Unavailable'),
};

function authorized(ctx: SandboxContext): SandboxToken | null {
  const token = ctx.state.liveToken('twitter', bearer(ctx));
  if (!token) problem(ctx, 401, 'Unauthorized', 'Unauthorized');
  return token;
}

function tokenAnswer(ctx: SandboxContext, scope: string) {
  const accessToken = ctx.state.issueToken(
    { platform: 'twitter', subject: member.id, kind: 'user', scope },
    ACCESS_SECONDS,
  );
  const answer: Record<string, unknown> = {
    token_type: 'bearer',
    expires_in: ACCESS_SECONDS,
    access_token: accessToken,
    scope,
  };
  if (scope.split(' ').includes('offline.access')) {
    const refreshToken = ctx.state.secret('x-rt');
    ctx.state.refreshTokens.set(refreshToken, {
      platform: 'twitter',
      subject: member.id,
      scope,
      clientId: 'x',
    });
    answer.refresh_token = refreshToken;
  }
  sendJson(ctx, 200, answer);
}

/** X's text as the API shows it back: &, < and > escaped, a t.co link per post with images. */
function shownText(text: string, images: number): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return images ? `${escaped} https://t.co/sbx${images}img` : escaped;
}

/** X API v2 under /x: OAuth 2.0 with PKCE, users, media upload v2, posts and their metrics. */
export function xRoutes(): SandboxRoute[] {
  const consent = authorizeRoutes({ platform: 'twitter', platformName: 'X', requirePkce: true });
  return [
    { method: 'GET', path: /^\/x\/i\/oauth2\/authorize$/, handler: consent.show },
    { method: 'POST', path: /^\/x\/i\/oauth2\/authorize$/, handler: consent.decide },
    {
      method: 'POST',
      path: /^\/x\/2\/oauth2\/token$/,
      handler: (ctx) => {
        if (!applyFault(ctx, 'twitter', 'token', faults).proceed) return;
        const form = params(ctx);
        try {
          const basic = basicCredentials(ctx);
          if (!basic)
            throw new OAuthProblem('invalid_client', 'Missing valid authorization header');
          checkClient('twitter', basic.id, basic.secret);
          const grant = form.get('grant_type');
          if (grant === 'authorization_code') {
            const code = redeemCode('twitter', ctx, {
              code: form.get('code'),
              clientId: basic.id,
              redirectUri: form.get('redirect_uri'),
              verifier: form.get('code_verifier'),
            });
            return tokenAnswer(ctx, code.scope);
          }
          if (grant === 'refresh_token') {
            const value = form.get('refresh_token') ?? '';
            const stored = ctx.state.refreshTokens.get(value);
            if (!stored || stored.platform !== 'twitter') {
              throw new OAuthProblem('invalid_grant', 'Value passed for the token was invalid.');
            }
            // X rotates: the refresh token just used stops working.
            ctx.state.refreshTokens.delete(value);
            return tokenAnswer(ctx, stored.scope);
          }
          throw new OAuthProblem('unsupported_grant_type', 'The grant_type is not supported.');
        } catch (error) {
          if (!(error instanceof OAuthProblem)) throw error;
          sendJson(ctx, error.error === 'invalid_client' ? 401 : 400, {
            error: error.error,
            error_description: error.description,
          });
        }
      },
    },
    {
      method: 'POST',
      path: /^\/x\/2\/oauth2\/revoke$/,
      handler: (ctx) => {
        if (!applyFault(ctx, 'twitter', 'revoke', faults).proceed) return;
        const basic = basicCredentials(ctx);
        try {
          checkClient('twitter', basic?.id, basic?.secret);
        } catch {
          return sendJson(ctx, 401, {
            error: 'invalid_client',
            error_description: 'Missing valid authorization header',
          });
        }
        const token = params(ctx).get('token') ?? '';
        ctx.state.tokens.delete(token);
        ctx.state.refreshTokens.delete(token);
        sendJson(ctx, 200, { revoked: true });
      },
    },
    {
      method: 'GET',
      path: /^\/x\/2\/users\/me$/,
      handler: (ctx) => {
        if (!applyFault(ctx, 'twitter', 'identity', faults).proceed) return;
        if (!authorized(ctx)) return;
        sendJson(ctx, 200, {
          data: { id: member.id, name: member.name, username: member.username },
        });
      },
    },
    {
      method: 'POST',
      path: /^\/x\/2\/media\/upload$/,
      handler: async (ctx) => {
        if (!applyFault(ctx, 'twitter', 'upload', faults).proceed) return;
        const token = authorized(ctx);
        if (!token) return;
        const form = await formData(ctx);
        const media = form.get('media');
        if (!(media instanceof Blob) || media.size === 0) {
          return problem(
            ctx,
            400,
            'Invalid Request',
            'One or more parameters to your request was invalid: media is required.',
          );
        }
        if (form.get('media_category') !== 'tweet_image') {
          return problem(
            ctx,
            400,
            'Invalid Request',
            'The media_category must be tweet_image for an image.',
          );
        }
        const type = String(form.get('media_type') ?? media.type);
        if (!/^image\/(jpeg|png|webp|gif)$/.test(type)) {
          return problem(ctx, 400, 'Invalid Request', `The media type ${type} is not supported.`);
        }
        const id = ctx.state.numericId();
        ctx.state.uploads.set(id, {
          platform: 'twitter',
          owner: token.subject,
          contentType: type,
          bytes: media.size,
          uploaded: true,
        });
        sendJson(ctx, 200, {
          data: {
            id,
            media_key: `3_${id}`,
            size: media.size,
            expires_after_secs: 86400,
            image: { image_type: type },
          },
        });
      },
    },
    {
      method: 'POST',
      path: /^\/x\/2\/tweets$/,
      handler: (ctx) => {
        const { proceed, fault } = applyFault(ctx, 'twitter', 'post', faults);
        if (!proceed) return;
        const token = authorized(ctx);
        if (!token) return;
        const body = jsonBody(ctx) as { text?: unknown; media?: { media_ids?: unknown } } | null;
        const text = typeof body?.text === 'string' ? body.text : '';
        const mediaIds = body?.media?.media_ids;
        if (
          mediaIds !== undefined &&
          (!Array.isArray(mediaIds) || mediaIds.some((id) => typeof id !== 'string'))
        ) {
          return problem(
            ctx,
            400,
            'Invalid Request',
            'One or more parameters to your request was invalid: media.media_ids.',
          );
        }
        const ids = (mediaIds ?? []) as string[];
        if (!text && ids.length === 0) {
          return problem(
            ctx,
            400,
            'Invalid Request',
            'One or more parameters to your request was invalid: text or media is required.',
          );
        }
        if (postLength('twitter', text) > 280) {
          return problem(
            ctx,
            403,
            'Forbidden',
            'You are not permitted to perform this action: the text is too long.',
          );
        }
        if (
          ids.length > 4 ||
          ids.some((id) => ctx.state.uploads.get(id)?.owner !== token.subject)
        ) {
          return problem(ctx, 400, 'Invalid Request', 'Your media IDs are invalid.');
        }
        if (ctx.state.latestPost('twitter', member.id)?.text === text) {
          return faults.duplicate(ctx);
        }
        const id = ctx.state.numericId();
        ctx.state.addPost({
          platform: 'twitter',
          id,
          accountId: member.id,
          accountName: `@${member.username}`,
          text,
          media: ids,
          path: `/x/i/web/status/${id}`,
        });
        finish(ctx, fault, () =>
          sendJson(ctx, 201, {
            data: { id, text: shownText(text, ids.length), edit_history_tweet_ids: [id] },
          }),
        );
      },
    },
    {
      // Post lookup (GET /2/tweets?ids=…): with tweet.fields=public_metrics, the counts a test
      // set; ids X does not show come back in `errors` as X's "Not Found Error".
      method: 'GET',
      path: /^\/x\/2\/tweets$/,
      handler: (ctx) => {
        if (!applyFault(ctx, 'twitter', 'metrics', faults).proceed) return;
        if (!authorized(ctx)) return;
        const query = ctx.url.searchParams;
        const ids = (query.get('ids') ?? '').split(',').filter(Boolean);
        if (ids.length === 0 || ids.length > 100 || ids.some((id) => !/^\d{1,19}$/.test(id))) {
          return problem(
            ctx,
            400,
            'Invalid Request',
            'The `ids` query parameter value must be 1 to 100 comma-separated post ids.',
          );
        }
        const fields = (query.get('tweet.fields') ?? '').split(',');
        const data: Record<string, unknown>[] = [];
        const errors: Record<string, unknown>[] = [];
        for (const id of ids) {
          const post = ctx.state.posts.find(
            (item) => item.platform === 'twitter' && item.id === id,
          );
          if (!post) {
            errors.push({
              value: id,
              detail: `Could not find tweet with ids: [${id}].`,
              title: 'Not Found Error',
              resource_type: 'tweet',
              parameter: 'ids',
              resource_id: id,
              type: 'https://api.twitter.com/2/problems/resource-not-found',
            });
            continue;
          }
          const counts = ctx.state.metricsOf(post);
          data.push({
            id: post.id,
            text: shownText(post.text, post.media.length),
            edit_history_tweet_ids: [post.id],
            ...(fields.includes('public_metrics')
              ? {
                  public_metrics: {
                    retweet_count: counts.reposts,
                    reply_count: counts.replies,
                    like_count: counts.likes,
                    quote_count: 0,
                    bookmark_count: 0,
                    impression_count: counts.impressions,
                  },
                }
              : {}),
          });
        }
        sendJson(ctx, 200, {
          ...(data.length ? { data } : {}),
          ...(errors.length ? { errors } : {}),
        });
      },
    },
    {
      method: 'GET',
      path: /^\/x\/2\/users\/(?<id>[^/]+)\/tweets$/,
      handler: (ctx) => {
        if (!applyFault(ctx, 'twitter', 'lookup', faults).proceed) return;
        if (!authorized(ctx)) return;
        const query = ctx.url.searchParams;
        const max = Number(query.get('max_results') ?? 10);
        if (!Number.isInteger(max) || max < 5 || max > 100) {
          return problem(
            ctx,
            400,
            'Invalid Request',
            'The `max_results` query parameter value is not between 5 and 100.',
          );
        }
        const startTime = query.get('start_time');
        const since = startTime ? Date.parse(startTime) : 0;
        if (Number.isNaN(since)) {
          return problem(
            ctx,
            400,
            'Invalid Request',
            'The `start_time` query parameter value is not a valid time.',
          );
        }
        const all = ctx.state
          .postsOf('twitter', ctx.params.id!)
          .filter((post) => post.createdAt.getTime() >= since)
          .reverse();
        const offset = Number(query.get('pagination_token') ?? 0) || 0;
        const slice = all.slice(offset, offset + max);
        const meta: Record<string, unknown> = { result_count: slice.length };
        if (slice.length) {
          meta.newest_id = slice[0]!.id;
          meta.oldest_id = slice[slice.length - 1]!.id;
        }
        if (offset + max < all.length) meta.next_token = String(offset + max);
        sendJson(ctx, 200, {
          ...(slice.length
            ? {
                data: slice.map((post) => ({
                  id: post.id,
                  text: shownText(post.text, post.media.length),
                  created_at: post.createdAt.toISOString(),
                  edit_history_tweet_ids: [post.id],
                })),
              }
            : {}),
          meta,
        });
      },
    },
    {
      method: 'GET',
      path: /^\/x\/i\/web\/status\/(?<id>\d+)$/,
      handler: (ctx) =>
        postPage(
          ctx,
          ctx.state.posts.find((post) => post.platform === 'twitter' && post.id === ctx.params.id),
        ),
    },
  ];
}
