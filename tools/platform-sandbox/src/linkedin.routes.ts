import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import {
  applyFault,
  bearer,
  finish,
  jsonBody,
  params,
  sendEmpty,
  sendJson,
  type PlatformFaultAnswers,
  type SandboxContext,
  type SandboxRoute,
} from './sandbox-http.js';
import { authorizeRoutes, checkClient, OAuthProblem, redeemCode } from './sandbox-oauth.js';
import { postPage } from './sandbox-pages.js';
import { SANDBOX_MEMBER, type SandboxToken } from './sandbox-state.js';

const ACCESS_SECONDS = 60 * 24 * 60 * 60;
const member = SANDBOX_MEMBER.linkedin;
const memberUrn = `urn:li:person:${member.sub}`;

function error(ctx: SandboxContext, status: number, message: string, extra = {}, headers = {}) {
  sendJson(ctx, status, { message, status, ...extra }, headers);
}

const faults: PlatformFaultAnswers = {
  rateLimit: (ctx, seconds) =>
    error(
      ctx,
      429,
      'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.',
      {},
      { 'retry-after': String(Math.ceil(seconds)) },
    ),
  unauthorized: (ctx) =>
    error(ctx, 401, 'The token used in the request has expired', {
      serviceErrorCode: 65601,
      code: 'EXPIRED_ACCESS_TOKEN',
    }),
  duplicate: (ctx) =>
    error(ctx, 422, `Content is a duplicate of urn:li:share:${ctx.state.numericId()}`),
  serverError: (ctx) => error(ctx, 500, 'Internal Server Error'),
  transient: (ctx) => error(ctx, 503, 'Service Unavailable'),
};

let signingKey: KeyObject | undefined;

/** An ID token as LinkedIn signs them (RS256), issued by <sandbox>/linkedin/oauth. */
function idToken(ctx: SandboxContext, clientId: string): string {
  signingKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: 'RS256', kid: 'sandbox', typ: 'JWT' });
  const payload = encode({
    iss: `http://${ctx.req.headers.host}/linkedin/oauth`,
    aud: clientId,
    iat: now,
    exp: now + 3600,
    sub: member.sub,
    name: member.name,
    given_name: member.given,
    family_name: member.family,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), signingKey);
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

function authorized(ctx: SandboxContext): SandboxToken | null {
  const token = ctx.state.liveToken('linkedin', bearer(ctx));
  if (!token) {
    error(ctx, 401, 'Invalid access token', {
      serviceErrorCode: 65600,
      code: 'INVALID_ACCESS_TOKEN',
    });
  }
  return token;
}

/** /rest/* requires a LinkedIn-Version (YYYYMM) and, for writes, Rest.li 2.0.0. */
function versioned(ctx: SandboxContext): boolean {
  const version = ctx.req.headers['linkedin-version'];
  if (typeof version !== 'string' || !/^\d{6}(\.\d{2})?$/.test(version)) {
    error(ctx, 400, 'A required header LinkedIn-Version is missing or malformed.');
    return false;
  }
  if (ctx.req.headers['x-restli-protocol-version'] !== '2.0.0') {
    error(ctx, 400, 'The header X-Restli-Protocol-Version must be 2.0.0.');
    return false;
  }
  return true;
}

const LITTLE_TEXT_MARKUP = '|{}@[]()<>#*_~';
const HASHTAG_TEMPLATE = '{hashtag|\\#|';

/**
 * Little text as LinkedIn shows it: escaped characters as themselves, a hashtag template
 * (`{hashtag|\#|tag}`) as `#tag` (and recorded as a hashtag), and the text cut short at an
 * unescaped markup character, as LinkedIn does.
 */
function readLittleText(text: string): { shown: string; hashtags: string[] } {
  let shown = '';
  const hashtags: string[] = [];
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (character === '\\' && index + 1 < text.length) {
      shown += text[++index];
    } else if (text.startsWith(HASHTAG_TEMPLATE, index)) {
      let tag = '';
      let end = index + HASHTAG_TEMPLATE.length;
      for (; end < text.length && text[end] !== '}'; end++) {
        if (text[end] === '\\' && end + 1 < text.length) tag += text[++end];
        else if (LITTLE_TEXT_MARKUP.includes(text[end]!)) break;
        else tag += text[end];
      }
      if (text[end] !== '}' || !tag) break;
      shown += `#${tag}`;
      hashtags.push(tag);
      index = end;
    } else if (LITTLE_TEXT_MARKUP.includes(character)) {
      break;
    } else {
      shown += character;
    }
  }
  return { shown, hashtags };
}

const unescapeLittleText = (text: string) => readLittleText(text).shown;

/** LinkedIn under /linkedin: OAuth 2.0 + OpenID Connect, userinfo, Images and Posts APIs. */
export function linkedinRoutes(): SandboxRoute[] {
  const consent = authorizeRoutes({
    platform: 'linkedin',
    platformName: 'LinkedIn',
    requirePkce: false,
  });
  return [
    { method: 'GET', path: /^\/linkedin\/oauth\/v2\/authorization$/, handler: consent.show },
    { method: 'POST', path: /^\/linkedin\/oauth\/v2\/authorization$/, handler: consent.decide },
    {
      method: 'POST',
      path: /^\/linkedin\/oauth\/v2\/accessToken$/,
      handler: (ctx) => {
        if (!applyFault(ctx, 'linkedin', 'token', faults).proceed) return;
        const form = params(ctx);
        try {
          checkClient('linkedin', form.get('client_id'), form.get('client_secret'));
          if (form.get('grant_type') !== 'authorization_code') {
            throw new OAuthProblem(
              'unsupported_grant_type',
              'The grant_type is not supported for this app.',
            );
          }
          const code = redeemCode('linkedin', ctx, {
            code: form.get('code'),
            clientId: form.get('client_id'),
            redirectUri: form.get('redirect_uri'),
            verifier: form.get('code_verifier'),
          });
          const accessToken = ctx.state.issueToken(
            { platform: 'linkedin', subject: member.sub, kind: 'user', scope: code.scope },
            ACCESS_SECONDS,
          );
          const answer: Record<string, unknown> = {
            access_token: accessToken,
            expires_in: ACCESS_SECONDS,
            scope: code.scope.split(' ').join(','),
            token_type: 'Bearer',
          };
          if (code.scope.split(' ').includes('openid'))
            answer.id_token = idToken(ctx, code.clientId);
          sendJson(ctx, 200, answer);
        } catch (problem) {
          if (!(problem instanceof OAuthProblem)) throw problem;
          sendJson(ctx, problem.error === 'invalid_client' ? 401 : 400, {
            error: problem.error,
            error_description: problem.description,
          });
        }
      },
    },
    {
      method: 'POST',
      path: /^\/linkedin\/oauth\/v2\/revoke$/,
      handler: (ctx) => {
        if (!applyFault(ctx, 'linkedin', 'revoke', faults).proceed) return;
        const form = params(ctx);
        try {
          checkClient('linkedin', form.get('client_id'), form.get('client_secret'));
        } catch {
          return sendJson(ctx, 401, {
            error: 'invalid_client',
            error_description: 'Client authentication failed.',
          });
        }
        ctx.state.tokens.delete(form.get('token') ?? '');
        sendEmpty(ctx, 200);
      },
    },
    {
      method: 'GET',
      path: /^\/linkedin\/v2\/userinfo$/,
      handler: (ctx) => {
        if (!applyFault(ctx, 'linkedin', 'identity', faults).proceed) return;
        if (!authorized(ctx)) return;
        sendJson(ctx, 200, {
          sub: member.sub,
          name: member.name,
          given_name: member.given,
          family_name: member.family,
          locale: { country: 'US', language: 'en' },
        });
      },
    },
    {
      method: 'POST',
      path: /^\/linkedin\/rest\/images$/,
      handler: (ctx) => {
        if (!applyFault(ctx, 'linkedin', 'upload', faults).proceed) return;
        if (!authorized(ctx) || !versioned(ctx)) return;
        if (ctx.url.searchParams.get('action') !== 'initializeUpload') {
          return error(ctx, 400, 'The action parameter must be initializeUpload.');
        }
        const body = jsonBody(ctx) as { initializeUploadRequest?: { owner?: unknown } } | null;
        if (body?.initializeUploadRequest?.owner !== memberUrn) {
          return error(ctx, 403, 'Not enough permissions to access: partnerApiImages.CREATE');
        }
        const id = `D4E10AQ${ctx.state.numericId()}`;
        ctx.state.uploads.set(id, {
          platform: 'linkedin',
          owner: memberUrn,
          contentType: null,
          bytes: 0,
          uploaded: false,
        });
        sendJson(ctx, 200, {
          value: {
            uploadUrlExpiresAt: Date.now() + 60 * 60_000,
            uploadUrl: `${ctx.base}/linkedin/dms-uploads/${id}`,
            image: `urn:li:image:${id}`,
          },
        });
      },
    },
    {
      method: 'PUT',
      path: /^\/linkedin\/dms-uploads\/(?<id>[A-Za-z0-9]+)$/,
      handler: (ctx) => {
        if (!authorized(ctx)) return;
        const upload = ctx.state.uploads.get(ctx.params.id!);
        if (!upload || upload.platform !== 'linkedin') return error(ctx, 404, 'Upload not found.');
        if (ctx.body.length === 0) return error(ctx, 400, 'The upload is empty.');
        upload.bytes = ctx.body.length;
        upload.uploaded = true;
        sendEmpty(ctx, 201);
      },
    },
    {
      method: 'POST',
      path: /^\/linkedin\/rest\/posts$/,
      handler: (ctx) => {
        const { proceed, fault } = applyFault(ctx, 'linkedin', 'post', faults);
        if (!proceed) return;
        if (!authorized(ctx) || !versioned(ctx)) return;
        const body = jsonBody(ctx) as {
          author?: unknown;
          commentary?: unknown;
          visibility?: unknown;
          lifecycleState?: unknown;
          distribution?: { feedDistribution?: unknown };
          content?: { media?: { id?: unknown }; multiImage?: { images?: { id?: unknown }[] } };
        } | null;
        if (body?.author !== memberUrn) {
          return error(
            ctx,
            403,
            `Unpermitted fields present in REQUEST_BODY: Data Processing Exception while processing fields [/author]`,
          );
        }
        const commentary = typeof body.commentary === 'string' ? body.commentary : '';
        if (!['PUBLIC', 'CONNECTIONS', 'LOGGED_IN'].includes(String(body.visibility))) {
          return error(ctx, 422, 'ERROR :: /visibility :: is required');
        }
        if (
          body.lifecycleState !== 'PUBLISHED' ||
          body.distribution?.feedDistribution === undefined
        ) {
          return error(ctx, 422, 'ERROR :: /lifecycleState and /distribution are required');
        }
        if ([...unescapeLittleText(commentary)].length > 3000) {
          return error(ctx, 422, 'ERROR :: /commentary :: length exceeds 3000');
        }
        const images = body.content?.media
          ? [body.content.media.id]
          : (body.content?.multiImage?.images ?? []).map((image) => image.id);
        for (const image of images) {
          const id = typeof image === 'string' ? image.replace(/^urn:li:image:/, '') : '';
          if (!ctx.state.uploads.get(id)?.uploaded) {
            return error(
              ctx,
              422,
              `ERROR :: /content :: the image ${String(image)} is not available`,
            );
          }
        }
        if (!commentary && images.length === 0)
          return error(ctx, 422, 'ERROR :: /commentary :: is required');
        const latest = ctx.state.latestPost('linkedin', member.sub);
        if (latest && latest.text === unescapeLittleText(commentary)) {
          return error(ctx, 422, `Content is a duplicate of ${latest.id}`);
        }
        const urn = `urn:li:share:${ctx.state.numericId()}`;
        ctx.state.addPost({
          platform: 'linkedin',
          id: urn,
          accountId: member.sub,
          accountName: member.name,
          text: unescapeLittleText(commentary),
          commentary,
          hashtags: readLittleText(commentary).hashtags,
          media: images.map(String),
          path: `/linkedin/feed/update/${urn}`,
        });
        finish(ctx, fault, () => sendEmpty(ctx, 201, { 'x-restli-id': urn, 'x-linkedin-id': urn }));
      },
    },
    {
      method: 'GET',
      path: /^\/linkedin\/rest\/posts$/,
      handler: (ctx) => {
        if (!applyFault(ctx, 'linkedin', 'lookup', faults).proceed) return;
        if (!authorized(ctx) || !versioned(ctx)) return;
        const query = ctx.url.searchParams;
        if (query.get('q') !== 'author' || query.get('author') !== memberUrn) {
          return error(
            ctx,
            403,
            'Not enough permissions to access: partnerApiPostsExternal.FINDER-author',
          );
        }
        const count = Math.min(Math.max(Number(query.get('count') ?? 10) || 10, 1), 100);
        const elements = ctx.state
          .postsOf('linkedin', member.sub)
          .reverse()
          .slice(0, count)
          .map((post) => ({
            id: post.id,
            author: memberUrn,
            // As it was posted (LinkedIn answers the commentary in little text).
            commentary:
              post.commentary ?? post.text.replace(/[\\|{}@[\]()<>#*_~]/g, (c) => `\\${c}`),
            visibility: 'PUBLIC',
            lifecycleState: 'PUBLISHED',
            createdAt: post.createdAt.getTime(),
            publishedAt: post.createdAt.getTime(),
          }));
        sendJson(ctx, 200, { elements, paging: { start: 0, count, total: elements.length } });
      },
    },
    {
      method: 'GET',
      path: /^\/linkedin\/feed\/update\/(?<urn>urn:li:share:\d+)$/,
      handler: (ctx) =>
        postPage(
          ctx,
          ctx.state.posts.find(
            (post) => post.platform === 'linkedin' && post.id === ctx.params.urn,
          ),
        ),
    },
  ];
}
