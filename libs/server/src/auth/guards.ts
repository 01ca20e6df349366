import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { hasRole, type Role } from '@sandglass/shared';
import { AppError, ForbiddenError, UnauthorizedError } from '../errors/app-error.js';
import type { AuthUser } from './access-token.js';

export const REQUIRED_ROLE = 'sandglass:required-role';

export const TOKEN_INVALID_MESSAGE = 'Your sign-in token is not valid. Sign in again.';

/** Requires a valid access token; explains in a sentence what was wrong with a bad one. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
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
  override canActivate(context: ExecutionContext) {
    const req = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    if (!req.headers.authorization) return true;
    return super.canActivate(context);
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
