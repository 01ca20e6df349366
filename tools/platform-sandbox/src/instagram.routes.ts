import { imageFetches, metaError, metaFaults } from './meta.js';
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
import { accountPage, postPage } from './sandbox-pages.js';
import { SANDBOX_MEMBER, type SandboxContainer, type SandboxToken } from './sandbox-state.js';

const SHORT_SECONDS = 60 * 60;
const LONG_SECONDS = 60 * 24 * 60 * 60;
/** How long the sandbox takes to "process" an image before its container is FINISHED. */
const PROCESSING_MS = 150;
const member = SANDBOX_MEMBER.instagram;
const faults = metaFaults(4, '(#4) Application request limit reached');
const V = '\\/instagram\\/v\\d+\\.\\d+';

function route(
  method: SandboxRoute['method'],
  path: string,
  handler: SandboxHandler,
): SandboxRoute {
  return { method, path: new RegExp(`^${V}${path}$`), handler };
}

function authorized(ctx: SandboxContext, query: URLSearchParams): SandboxToken | null {
  const token = ctx.state.liveToken('instagram', bearer(ctx) ?? query.get('access_token'));
  if (!token) metaError(ctx, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
  return token;
}

/** The long-lived token, and the path names its own account. */
function owner(ctx: SandboxContext, query: URLSearchParams): SandboxToken | null {
  const token = authorized(ctx, query);
  if (!token) return null;
  if (token.kind !== 'user' || token.subject !== ctx.params.id) {
    metaError(ctx, 403, 10, '(#10) Application does not have permission for this action');
    return null;
  }
  return token;
}

function status(container: SandboxContainer): SandboxContainer['status'] {
  if (container.status === 'IN_PROGRESS' && Date.now() >= container.readyAt)
    container.status = 'FINISHED';
  return container.status;
}

function longLived(ctx: SandboxContext, scope: string): void {
  const accessToken = ctx.state.issueToken(
    { platform: 'instagram', subject: member.id, kind: 'user', scope },
    LONG_SECONDS,
  );
  sendJson(ctx, 200, { access_token: accessToken, token_type: 'bearer', expires_in: LONG_SECONDS });
}

/** Instagram with Instagram Login under /instagram: tokens, containers and publishing. */
export function instagramRoutes(): SandboxRoute[] {
  const consent = authorizeRoutes({
    platform: 'instagram',
    platformName: 'Instagram',
    requirePkce: false,
  });
  return [
    { method: 'GET', path: /^\/instagram\/oauth\/authorize$/, handler: consent.show },
    { method: 'POST', path: /^\/instagram\/oauth\/authorize$/, handler: consent.decide },
    {
      method: 'POST',
      path: /^\/instagram\/oauth\/access_token$/,
      handler: (ctx) => {
        if (!applyFault(ctx, 'instagram', 'token', faults).proceed) return;
        const form = params(ctx);
        try {
          checkClient('instagram', form.get('client_id'), form.get('client_secret'));
          if (form.get('grant_type') !== 'authorization_code') {
            throw new OAuthProblem('unsupported_grant_type', 'Invalid grant_type');
          }
          const code = redeemCode('instagram', ctx, {
            code: form.get('code'),
            clientId: form.get('client_id'),
            redirectUri: form.get('redirect_uri'),
            verifier: form.get('code_verifier'),
          });
          const accessToken = ctx.state.issueToken(
            { platform: 'instagram', subject: member.id, kind: 'short', scope: code.scope },
            SHORT_SECONDS,
          );
          sendJson(ctx, 200, {
            data: [
              {
                access_token: accessToken,
                user_id: member.id,
                permissions: code.scope.split(' ').join(','),
              },
            ],
          });
        } catch (problem) {
          if (!(problem instanceof OAuthProblem)) throw problem;
          sendJson(ctx, 400, {
            error_type: 'OAuthException',
            code: 400,
            error_message: problem.description,
          });
        }
      },
    },
    route('GET', '/access_token', (ctx) => {
      if (!applyFault(ctx, 'instagram', 'token', faults).proceed) return;
      const query = params(ctx);
      if (query.get('grant_type') !== 'ig_exchange_token') {
        return metaError(ctx, 400, 100, 'Unsupported grant_type.');
      }
      try {
        checkClient('instagram', 'sandbox-instagram-app', query.get('client_secret'));
      } catch {
        return metaError(ctx, 400, 101, 'Error validating client secret.');
      }
      const token = ctx.state.liveToken('instagram', query.get('access_token'));
      if (!token || token.kind !== 'short') {
        return metaError(ctx, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
      }
      longLived(ctx, token.scope);
    }),
    route('GET', '/refresh_access_token', (ctx) => {
      if (!applyFault(ctx, 'instagram', 'token', faults).proceed) return;
      const query = params(ctx);
      if (query.get('grant_type') !== 'ig_refresh_token') {
        return metaError(ctx, 400, 100, 'Unsupported grant_type.');
      }
      const token = ctx.state.liveToken('instagram', query.get('access_token'));
      if (!token || token.kind !== 'user') {
        return metaError(ctx, 400, 190, 'Error validating access token: Session has expired.');
      }
      longLived(ctx, token.scope);
    }),
    route('GET', '/me', (ctx) => {
      if (!applyFault(ctx, 'instagram', 'identity', faults).proceed) return;
      if (!authorized(ctx, params(ctx))) return;
      sendJson(ctx, 200, {
        user_id: member.id,
        username: member.username,
        id: `app-scoped-${member.id}`,
      });
    }),
    route('POST', '/(?<id>\\d+)/media', async (ctx) => {
      const query = params(ctx);
      if (!applyFault(ctx, 'instagram', 'container', faults).proceed) return;
      if (!owner(ctx, query)) return;
      const id = ctx.state.numericId();
      const caption = query.get('caption') ?? '';
      if ([...caption].length > 2200) {
        return metaError(ctx, 400, 100, 'The caption is longer than 2200 characters.');
      }
      if (query.get('media_type') === 'CAROUSEL') {
        const children = (query.get('children') ?? '').split(',').filter(Boolean);
        if (children.length < 2 || children.length > 10) {
          return metaError(ctx, 400, 100, 'A carousel needs between 2 and 10 children.');
        }
        for (const child of children) {
          const container = ctx.state.containers.get(child);
          if (
            !container ||
            container.owner !== ctx.params.id ||
            !container.carouselItem ||
            status(container) !== 'FINISHED'
          ) {
            return metaError(
              ctx,
              400,
              100,
              `The child ${child} is not a finished carousel item of this account.`,
            );
          }
        }
        ctx.state.containers.set(id, {
          id,
          owner: ctx.params.id!,
          imageUrl: null,
          caption,
          children,
          carouselItem: false,
          readyAt: Date.now() + PROCESSING_MS,
          status: 'IN_PROGRESS',
          mediaId: null,
        });
        return sendJson(ctx, 200, { id });
      }
      const imageUrl = query.get('image_url');
      if (!(await imageFetches(imageUrl, ['image/jpeg']))) {
        return metaError(ctx, 400, 9004, 'Only photo or video can be accepted as media type.', {
          subcode: 2207052,
          type: 'OAuthException',
        });
      }
      ctx.state.containers.set(id, {
        id,
        owner: ctx.params.id!,
        imageUrl,
        caption,
        children: [],
        carouselItem: query.get('is_carousel_item') === 'true',
        readyAt: Date.now() + PROCESSING_MS,
        status: 'IN_PROGRESS',
        mediaId: null,
      });
      sendJson(ctx, 200, { id });
    }),
    route('POST', '/(?<id>\\d+)/media_publish', (ctx) => {
      const { proceed, fault } = applyFault(ctx, 'instagram', 'post', faults);
      if (!proceed) return;
      const query = params(ctx);
      if (!owner(ctx, query)) return;
      const container = ctx.state.containers.get(query.get('creation_id') ?? '');
      if (!container || container.owner !== ctx.params.id || container.carouselItem) {
        return metaError(ctx, 400, 100, 'The creation_id is not a container of this account.', {
          subcode: 2207001,
        });
      }
      const current = status(container);
      if (current === 'IN_PROGRESS') {
        return metaError(
          ctx,
          400,
          9007,
          'The media is not ready for publishing, please wait for a moment',
          {
            subcode: 2207027,
          },
        );
      }
      if (current !== 'FINISHED') {
        return metaError(ctx, 400, 9007, `The container cannot be published (status ${current}).`, {
          subcode: 2207006,
        });
      }
      const mediaId = ctx.state.numericId();
      container.status = 'PUBLISHED';
      container.mediaId = mediaId;
      const images = container.imageUrl
        ? [container.imageUrl]
        : container.children.map((child) => ctx.state.containers.get(child)?.imageUrl ?? child);
      ctx.state.addPost({
        platform: 'instagram',
        id: mediaId,
        accountId: ctx.params.id!,
        accountName: `@${member.username}`,
        text: container.caption,
        media: images,
        path: `/instagram/p/${mediaId}`,
      });
      finish(ctx, fault, () => sendJson(ctx, 200, { id: mediaId }));
    }),
    route('GET', '/(?<id>\\d+)/media', (ctx) => {
      if (!applyFault(ctx, 'instagram', 'lookup', faults).proceed) return;
      const query = params(ctx);
      if (!owner(ctx, query)) return;
      const limit = Math.min(Math.max(Number(query.get('limit') ?? 25) || 25, 1), 100);
      const data = ctx.state
        .postsOf('instagram', ctx.params.id!)
        .reverse()
        .slice(0, limit)
        .map((post) => ({
          id: post.id,
          caption: post.text,
          timestamp: post.createdAt.toISOString().replace(/\.\d+Z$/, '+0000'),
          permalink: `${ctx.base}${post.path}`,
        }));
      sendJson(ctx, 200, { data });
    }),
    route('GET', '/(?<id>\\d+)', (ctx) => {
      const query = params(ctx);
      const fields = (query.get('fields') ?? '').split(',');
      const counting = fields.includes('like_count') || fields.includes('comments_count');
      if (!applyFault(ctx, 'instagram', counting ? 'metrics' : 'lookup', faults).proceed) return;
      const token = authorized(ctx, query);
      if (!token) return;
      const container = ctx.state.containers.get(ctx.params.id!);
      if (container && container.owner === token.subject) {
        const code = status(container);
        return sendJson(ctx, 200, {
          id: container.id,
          status_code: code,
          status: code === 'ERROR' ? 'Error' : code,
        });
      }
      const post = ctx.state.posts.find(
        (item) => item.platform === 'instagram' && item.id === ctx.params.id,
      );
      if (post && post.accountId === token.subject) {
        const counts = ctx.state.metricsOf(post);
        return sendJson(ctx, 200, {
          id: post.id,
          ...(fields.includes('like_count') ? { like_count: counts.likes } : {}),
          ...(fields.includes('comments_count') ? { comments_count: counts.replies } : {}),
          caption: post.text,
          timestamp: post.createdAt.toISOString().replace(/\.\d+Z$/, '+0000'),
          permalink: `${ctx.base}${post.path}`,
        });
      }
      metaError(
        ctx,
        400,
        100,
        `Unsupported get request. Object with ID '${ctx.params.id}' does not exist.`,
        {
          type: 'GraphMethodException',
          subcode: 33,
        },
      );
    }),
    {
      method: 'GET',
      path: /^\/instagram\/(?<username>[A-Za-z0-9._]+)$/,
      handler: (ctx) => accountPage(ctx, 'instagram', `@${ctx.params.username}`),
    },
    {
      method: 'GET',
      path: /^\/instagram\/p\/(?<id>\d+)$/,
      handler: (ctx) =>
        postPage(
          ctx,
          ctx.state.posts.find(
            (post) => post.platform === 'instagram' && post.id === ctx.params.id,
          ),
        ),
    },
  ];
}
