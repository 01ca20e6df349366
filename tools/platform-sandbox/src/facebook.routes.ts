import { SANDBOX_CLIENTS } from '@sandglass/shared/social-sandbox';
import { imageFetches, metaError, metaFaults, proofIsValid } from './meta.js';
import {
  applyFault,
  bearer,
  finish,
  params,
  sendJson,
  type SandboxContext,
  type SandboxHandler,
  type SandboxRoute,
} from './sandbox-http.js';
import { authorizeRoutes, checkClient, OAuthProblem, redeemCode } from './sandbox-oauth.js';
import { postPage } from './sandbox-pages.js';
import { SANDBOX_MEMBER, type SandboxToken } from './sandbox-state.js';

const SHORT_SECONDS = 2 * 60 * 60;
const LONG_SECONDS = 60 * 24 * 60 * 60;
const member = SANDBOX_MEMBER.facebook;
const app = SANDBOX_CLIENTS.facebook;
const faults = metaFaults(32, '(#32) Page request limit reached');
const V = '\\/facebook\\/v\\d+\\.\\d+';

function route(
  method: SandboxRoute['method'],
  path: string,
  handler: SandboxHandler,
): SandboxRoute {
  return { method, path: new RegExp(`^${V}${path}$`), handler };
}

/** The live token of this request (header or access_token), checked with appsecret_proof. */
function authorized(ctx: SandboxContext, query: URLSearchParams): SandboxToken | null {
  const value = bearer(ctx) ?? query.get('access_token');
  const token = ctx.state.liveToken('facebook', value);
  if (!token) {
    metaError(ctx, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
    return null;
  }
  return proofIsValid(ctx, value!, app.clientSecret, query.get('appsecret_proof')) ? token : null;
}

/** The Page a Page token speaks for, or a permission error. */
function pageToken(ctx: SandboxContext, query: URLSearchParams): SandboxToken | null {
  const token = authorized(ctx, query);
  if (!token) return null;
  if (token.kind !== 'page' || token.subject !== ctx.params.id) {
    metaError(
      ctx,
      403,
      200,
      '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission',
    );
    return null;
  }
  return token;
}

function pageName(id: string): string {
  return member.pages.find((page) => page.id === id)?.name ?? id;
}

const tokenEndpoint: SandboxHandler = (ctx) => {
  if (!applyFault(ctx, 'facebook', 'token', faults).proceed) return;
  const query = params(ctx);
  try {
    checkClient('facebook', query.get('client_id'), query.get('client_secret'));
  } catch {
    return metaError(ctx, 400, 1, 'Error validating client secret.');
  }
  if (query.get('grant_type') === 'fb_exchange_token') {
    const short = ctx.state.liveToken('facebook', query.get('fb_exchange_token'));
    if (!short || short.kind === 'page') {
      return metaError(ctx, 400, 190, 'Error validating access token: The session is invalid.');
    }
    const accessToken = ctx.state.issueToken(
      { platform: 'facebook', subject: member.id, kind: 'user', scope: short.scope },
      LONG_SECONDS,
    );
    return sendJson(ctx, 200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: LONG_SECONDS,
    });
  }
  try {
    const code = redeemCode('facebook', ctx, {
      code: query.get('code'),
      clientId: query.get('client_id'),
      redirectUri: query.get('redirect_uri'),
      verifier: query.get('code_verifier'),
    });
    const accessToken = ctx.state.issueToken(
      { platform: 'facebook', subject: member.id, kind: 'short', scope: code.scope },
      SHORT_SECONDS,
    );
    sendJson(ctx, 200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: SHORT_SECONDS,
    });
  } catch (problem) {
    if (!(problem instanceof OAuthProblem)) throw problem;
    metaError(ctx, 400, 100, problem.description, { subcode: 36008 });
  }
};

/** The Facebook Graph API under /facebook/v23.0: Login, Pages, feed and photos. */
export function facebookRoutes(): SandboxRoute[] {
  const consent = authorizeRoutes({
    platform: 'facebook',
    platformName: 'Facebook',
    requirePkce: false,
  });
  return [
    route('GET', '/dialog/oauth', consent.show),
    route('POST', '/dialog/oauth', consent.decide),
    route('GET', '/oauth/access_token', tokenEndpoint),
    route('POST', '/oauth/access_token', tokenEndpoint),
    route('GET', '/me', (ctx) => {
      if (!applyFault(ctx, 'facebook', 'identity', faults).proceed) return;
      if (!authorized(ctx, params(ctx))) return;
      sendJson(ctx, 200, { id: member.id, name: member.name });
    }),
    route('GET', '/me/accounts', (ctx) => {
      if (!applyFault(ctx, 'facebook', 'identity', faults).proceed) return;
      const token = authorized(ctx, params(ctx));
      if (!token) return;
      if (token.kind === 'page') {
        return metaError(
          ctx,
          400,
          100,
          '(#100) Tried accessing nonexisting field (accounts) on node type (Page)',
        );
      }
      const data = member.pages.map((page) => ({
        id: page.id,
        name: page.name,
        category: page.category,
        tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'],
        access_token: ctx.state.issueToken(
          { platform: 'facebook', subject: page.id, kind: 'page', scope: token.scope },
          null,
        ),
      }));
      sendJson(ctx, 200, { data, paging: { cursors: { before: 'QVFI', after: 'QVFJ' } } });
    }),
    route('POST', '/(?<id>\\d+)/feed', (ctx) => {
      const { proceed, fault } = applyFault(ctx, 'facebook', 'post', faults);
      if (!proceed) return;
      const query = params(ctx);
      if (!pageToken(ctx, query)) return;
      const message = query.get('message') ?? '';
      let attached: { media_fbid?: unknown }[] = [];
      try {
        attached = query.has('attached_media')
          ? (JSON.parse(query.get('attached_media')!) as typeof attached)
          : [];
        if (!Array.isArray(attached)) throw new Error('not a list');
      } catch {
        return metaError(ctx, 400, 100, '(#100) param attached_media must be an array.');
      }
      const photos = attached.map((item) => String(item?.media_fbid ?? ''));
      for (const photo of photos) {
        const upload = ctx.state.uploads.get(photo);
        if (!upload || upload.platform !== 'facebook' || upload.owner !== ctx.params.id) {
          return metaError(
            ctx,
            400,
            100,
            `(#100) The media_fbid ${photo} is not an unpublished photo of this Page.`,
          );
        }
      }
      if (!message.trim() && photos.length === 0) {
        return metaError(ctx, 400, 100, '(#100) Must include a message, a link or attached media.');
      }
      if (message && ctx.state.latestPost('facebook', ctx.params.id!)?.text === message) {
        return faults.duplicate(ctx);
      }
      const id = `${ctx.params.id}_${ctx.state.numericId()}`;
      ctx.state.addPost({
        platform: 'facebook',
        id,
        accountId: ctx.params.id!,
        accountName: pageName(ctx.params.id!),
        text: message,
        media: photos.map((photo) => ctx.state.uploads.get(photo)?.url ?? photo),
        path: `/facebook/permalink/${id}`,
      });
      finish(ctx, fault, () => sendJson(ctx, 200, { id }));
    }),
    route('POST', '/(?<id>\\d+)/photos', async (ctx) => {
      const query = params(ctx);
      const published = query.get('published') !== 'false';
      const { proceed, fault } = applyFault(ctx, 'facebook', published ? 'post' : 'upload', faults);
      if (!proceed) return;
      if (!pageToken(ctx, query)) return;
      const url = query.get('url');
      if (!(await imageFetches(url))) {
        return metaError(ctx, 400, 324, '(#324) Missing or invalid image file');
      }
      const photoId = ctx.state.numericId();
      if (!published) {
        ctx.state.uploads.set(photoId, {
          platform: 'facebook',
          owner: ctx.params.id!,
          contentType: null,
          bytes: 0,
          uploaded: true,
          url: url!,
        });
        return finish(ctx, fault, () => sendJson(ctx, 200, { id: photoId }));
      }
      const id = `${ctx.params.id}_${ctx.state.numericId()}`;
      ctx.state.addPost({
        platform: 'facebook',
        id,
        accountId: ctx.params.id!,
        accountName: pageName(ctx.params.id!),
        text: query.get('caption') ?? query.get('message') ?? '',
        media: [url!],
        path: `/facebook/permalink/${id}`,
      });
      finish(ctx, fault, () => sendJson(ctx, 200, { id: photoId, post_id: id }));
    }),
    route('GET', '', (ctx) => {
      // The multi-id read (GET /?ids=…&fields=…) the adapter reads a Page's post counters by:
      // reactions and comments as summary(total_count), shares as {count} (absent at 0).
      if (!applyFault(ctx, 'facebook', 'metrics', faults).proceed) return;
      const query = params(ctx);
      const token = authorized(ctx, query);
      if (!token) return;
      const ids = (query.get('ids') ?? '').split(',').filter(Boolean);
      if (ids.length === 0 || ids.length > 50) {
        return metaError(ctx, 400, 100, '(#100) The parameter ids must name 1 to 50 objects', {
          type: 'GraphMethodException',
        });
      }
      const fields = query.get('fields') ?? '';
      const answer: Record<string, unknown> = {};
      for (const id of ids) {
        const post = ctx.state.posts.find((item) => item.platform === 'facebook' && item.id === id);
        if (!post || token.kind !== 'page' || token.subject !== post.accountId) {
          // The Graph refuses the whole read when one object cannot be read.
          return metaError(
            ctx,
            400,
            100,
            `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
            { type: 'GraphMethodException', subcode: 33 },
          );
        }
        const counts = ctx.state.metricsOf(post);
        answer[id] = {
          id,
          ...(fields.includes('shares') && counts.reposts > 0
            ? { shares: { count: counts.reposts } }
            : {}),
          ...(fields.includes('reactions')
            ? {
                reactions: {
                  data: [],
                  summary: { total_count: counts.likes, viewer_reaction: 'NONE' },
                },
              }
            : {}),
          ...(fields.includes('comments')
            ? {
                comments: {
                  data: [],
                  summary: { order: 'ranked', total_count: counts.replies, can_comment: true },
                },
              }
            : {}),
        };
      }
      sendJson(ctx, 200, answer);
    }),
    route('GET', '/(?<id>\\d+)/posts', (ctx) => {
      if (!applyFault(ctx, 'facebook', 'lookup', faults).proceed) return;
      const query = params(ctx);
      if (!authorized(ctx, query)) return;
      const since = Number(query.get('since') ?? 0) * 1000;
      const limit = Math.min(Math.max(Number(query.get('limit') ?? 25) || 25, 1), 100);
      const data = ctx.state
        .postsOf('facebook', ctx.params.id!)
        .filter((post) => post.createdAt.getTime() >= since)
        .reverse()
        .slice(0, limit)
        .map((post) => ({
          id: post.id,
          ...(post.text ? { message: post.text } : {}),
          created_time: post.createdAt.toISOString().replace(/\.\d+Z$/, '+0000'),
          permalink_url: `${ctx.base}${post.path}`,
        }));
      sendJson(ctx, 200, { data });
    }),
    route('GET', '/(?<id>\\d+_\\d+)', (ctx) => {
      if (!applyFault(ctx, 'facebook', 'lookup', faults).proceed) return;
      if (!authorized(ctx, params(ctx))) return;
      const post = ctx.state.posts.find(
        (item) => item.platform === 'facebook' && item.id === ctx.params.id,
      );
      if (!post) {
        return metaError(
          ctx,
          400,
          100,
          `Unsupported get request. Object with ID '${ctx.params.id}' does not exist.`,
          {
            type: 'GraphMethodException',
            subcode: 33,
          },
        );
      }
      sendJson(ctx, 200, { id: post.id, permalink_url: `${ctx.base}${post.path}` });
    }),
    {
      method: 'GET',
      path: /^\/facebook\/permalink\/(?<id>\d+_\d+)$/,
      handler: (ctx) =>
        postPage(
          ctx,
          ctx.state.posts.find((post) => post.platform === 'facebook' && post.id === ctx.params.id),
        ),
    },
  ];
}
