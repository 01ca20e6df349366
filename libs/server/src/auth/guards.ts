import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { API_TOKEN_PREFIX, hasRole, type ApiScope, type Role } from '@sandglass/shared';
import { AppError, ForbiddenError, UnauthorizedError } from '../errors/app-error.js';
import type { AuthUser } from './access-token.js';
import { ApiTokenVerifier } from './api-tokens.js';

export const REQUIRED_ROLE = 'sandglass:required-role';
/** The scope an API token needs for an operation (TokenScope); none: tokens are refused. */
export const REQUIRED_SCOPE = 'sandglass:required-scope';

type GuardedRequest = { headers: Record<string, unknown>; user?: AuthUser | null };

/** The personal API token in `Authorization: Bearer sgv_…`, if that is what was sent. */
function apiTokenOf(req: GuardedRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1]?.startsWith(API_TOKEN_PREFIX) ? match[1] : undefined;
}

export const SESSION_REQUIRED_MESSAGE =
  'API tokens cannot do this: it needs a signed-in session (signing in, your account, API tokens, sessions and webhooks). Sign in and try again.';

/**
 * The API-token half of both guards: the scope the operation names, checked against the
 * token's scopes; the role check (RolesGuard) then applies to the token's owner as for a
 * session, so a token never does more than its owner may.
 */
@Injectable()
export class ApiTokenCheck {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: ApiTokenVerifier,
  ) {}

  requiredScope(context: ExecutionContext): ApiScope | undefined {
    return this.reflector.getAllAndOverride<ApiScope | undefined>(REQUIRED_SCOPE, [
      context.getHandler(),
      context.getClass(),
    ]);
  }

  /** The token's owner, or a refusal: no scope on the operation, or one the token lacks. */
  async caller(context: ExecutionContext, secret: string): Promise<AuthUser> {
    const scope = this.requiredScope(context);
    if (!scope) throw new ForbiddenError(SESSION_REQUIRED_MESSAGE, 'SESSION_REQUIRED');
    const user = await this.verifier.verify(secret);
    if (!user.scopes?.includes(scope)) {
      throw new ForbiddenError(
        `This API token does not have the ${scope} scope this needs. Make a token with it under Account → API access.`,
        'TOKEN_SCOPE_MISSING',
      );
    }
    return user;
  }
}

export const TOKEN_INVALID_MESSAGE = 'Your sign-in token is not valid. Sign in again.';

/** Requires a valid access token; explains in a sentence what was wrong with a bad one. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly tokens: ApiTokenCheck) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    const secret = apiTokenOf(req);
    if (secret === undefined) return (await super.canActivate(context)) as boolean;
    req.user = await this.tokens.caller(context, secret);
    return true;
  }

  override handleRequest<TUser = AuthUser>(
    err: unknown,
    user: TUser | false,
    info: unknown,
  ): TUser {
    if (user && !err) return user;
    throw tokenError(err, info);
  }
}

/**
 * Lets anonymous callers through (the user is then null) but still refuses a token that is
 * present and invalid, so a client never silently loses its identity.
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly tokens: ApiTokenCheck) {
    super();
  }

  /**
   * An API token is held to the same rules as on a guarded operation: a token that is sent is
   * used (or refused with the reason), never silently dropped, so a token without the scope
   * learns why rather than being served what anyone gets.
   */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    if (!req.headers.authorization) return true;
    const secret = apiTokenOf(req);
    if (secret === undefined) return (await super.canActivate(context)) as boolean;
    req.user = await this.tokens.caller(context, secret);
    return true;
  }

  override handleRequest<TUser = AuthUser>(
    err: unknown,
    user: TUser | false,
    info: unknown,
  ): TUser {
    if (user && !err) return user;
    throw tokenError(err, info);
  }
}

/** What was wrong with a token: the strategy's own error (revoked, unavailable) or passport's. */
function tokenError(err: unknown, info: unknown): AppError {
  if (err instanceof AppError) return err;
  const name = info instanceof Error ? info.name : '';
  if (name === 'TokenExpiredError') {
    return new UnauthorizedError('Your session has expired. Sign in again.', 'TOKEN_EXPIRED');
  }
  if (info instanceof Error && info.message === 'No auth token') {
    return new UnauthorizedError('Sign in to continue.', 'UNAUTHORIZED');
  }
  return new UnauthorizedError(TOKEN_INVALID_MESSAGE, 'TOKEN_INVALID');
}

const ROLE_SENTENCES: Record<Role, string> = {
  guest: 'Sign in to continue.',
  member: 'This is available to members and admins only.',
  admin: 'Only admins can do that.',
};

/** Checks the role the route requires against the verified token's role (spec section 6). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) throw new UnauthorizedError();
    if (!hasRole(user, required)) throw new ForbiddenError(ROLE_SENTENCES[required]);
    return true;
  }
}
