import { createHash, timingSafeEqual } from 'node:crypto';
import type { SocialPlatform } from '@sandglass/shared';
import { SANDBOX_CLIENTS } from '@sandglass/shared/social-sandbox';
import { params, redirect, type SandboxContext, type SandboxHandler } from './sandbox-http.js';
import { consentPage, problemPage } from './sandbox-pages.js';
import type { SandboxCode } from './sandbox-state.js';

const CODE_LIFETIME_MS = 10 * 60_000;

export interface AuthorizeRules {
  platform: SocialPlatform;
  platformName: string;
  /** X refuses an authorization request without an S256 challenge. */
  requirePkce: boolean;
}

/** A refused code or refresh token, worded by each platform's token route. */
export class OAuthProblem extends Error {
  constructor(
    readonly error:
      'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type',
    readonly description: string,
  ) {
    super(description);
  }
}

/**
 * The authorize page (GET) and the person's answer to it (POST, same path): Approve sends the
 * browser back with a single-use code and the state; Deny with `error=access_denied`.
 */
export function authorizeRoutes(rules: AuthorizeRules): {
  show: SandboxHandler;
  decide: SandboxHandler;
} {
  const check = (query: URLSearchParams): string | null => {
    const app = SANDBOX_CLIENTS[rules.platform];
    if (query.get('client_id') !== app.clientId) {
      return `The app "${query.get('client_id') ?? ''}" is not registered with the ${rules.platformName} sandbox (use ${app.clientId}).`;
    }
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!/^https?:\/\/[^\s]+$/.test(redirectUri) || !URL.canParse(redirectUri)) {
      return 'The redirect_uri is missing or is not an http(s) address.';
    }
    if (query.get('response_type') !== 'code') return 'The response_type must be "code".';
    const challenge = query.get('code_challenge');
    const method = query.get('code_challenge_method');
    if (rules.requirePkce && !challenge) {
      return `${rules.platformName} requires PKCE: the code_challenge is missing.`;
    }
    if (challenge && method !== 'S256') return 'The code_challenge_method must be S256.';
    if (challenge && !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
      return 'The code_challenge is not an S256 challenge (43 base64url characters).';
    }
    return null;
  };

  const show: SandboxHandler = (ctx) => {
    const query = ctx.url.searchParams;
    const problem = check(query);
    if (problem) return problemPage(ctx, 400, problem);
    const fields: Record<string, string> = {};
    for (const name of [
      'client_id',
      'redirect_uri',
      'response_type',
      'scope',
      'state',
      'code_challenge',
      'code_challenge_method',
    ]) {
      const value = query.get(name);
      if (value !== null) fields[name] = value;
    }
    consentPage(ctx, {
      platformName: rules.platformName,
      clientId: query.get('client_id')!,
      scopes: splitScopes(query.get('scope')),
      action: ctx.url.pathname,
      fields,
    });
  };

  const decide: SandboxHandler = (ctx) => {
    const form = params(ctx);
    const problem = check(form);
    if (problem) return problemPage(ctx, 400, problem);
    const target = new URL(form.get('redirect_uri')!);
    const state = form.get('state');
    if (form.get('decision') === 'approve') {
      const code = ctx.state.secret(`${rules.platform}-code`);
      ctx.state.codes.set(code, {
        platform: rules.platform,
        clientId: form.get('client_id')!,
        redirectUri: form.get('redirect_uri')!,
        scope: splitScopes(form.get('scope')).join(' '),
        challenge: form.get('code_challenge'),
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_reason', 'user_denied');
      target.searchParams.set('error_description', 'The person denied the request.');
    }
    if (state !== null) target.searchParams.set('state', state);
    redirect(ctx, target.toString());
  };

  return { show, decide };
}

/** Scopes as the platforms send them: space- or comma-separated. */
export function splitScopes(scope: string | null): string[] {
  return (scope ?? '').split(/[\s,]+/).filter(Boolean);
}

/** Checks the app's client id and secret (sent in the body or with HTTP Basic). */
export function checkClient(
  platform: SocialPlatform,
  id: string | null | undefined,
  secret: string | null | undefined,
): void {
  const app = SANDBOX_CLIENTS[platform];
  if (id !== app.clientId || !secret || !sameText(secret, app.clientSecret)) {
    throw new OAuthProblem('invalid_client', 'The client id or secret is wrong.');
  }
}

/** Spends a code: single use, unexpired, same app and redirect_uri, and the PKCE verifier. */
export function redeemCode(
  platform: SocialPlatform,
  ctx: SandboxContext,
  request: {
    code: string | null;
    clientId: string | null;
    redirectUri: string | null;
    verifier: string | null;
  },
): SandboxCode {
  const code = request.code ? ctx.state.codes.get(request.code) : undefined;
  if (!code || code.platform !== platform) {
    throw new OAuthProblem(
      'invalid_grant',
      'The authorization code is unknown or was already used.',
    );
  }
  ctx.state.codes.delete(request.code!);
  if (code.expiresAt <= Date.now()) {
    throw new OAuthProblem('invalid_grant', 'The authorization code has expired.');
  }
  if (code.clientId !== request.clientId) {
    throw new OAuthProblem('invalid_grant', 'The authorization code was issued to another app.');
  }
  if (code.redirectUri !== request.redirectUri) {
    throw new OAuthProblem(
      'invalid_grant',
      'The redirect_uri does not match the authorization request.',
    );
  }
  if (code.challenge) {
    const verifier = request.verifier ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || !sameText(challenge, code.challenge)) {
      throw new OAuthProblem(
        'invalid_grant',
        'The code_verifier does not match the code_challenge.',
      );
    }
  }
  return code;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
