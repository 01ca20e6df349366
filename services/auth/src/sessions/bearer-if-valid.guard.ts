import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ForbiddenError, SESSION_REQUIRED_MESSAGE, type AuthUser } from '@sandglass/server';
import { API_TOKEN_PREFIX } from '@sandglass/shared';

/**
 * Reads `Authorization: Bearer` when it holds a valid access token and lets every request
 * through: signing out must work with an expired token too (the refresh cookie decides then).
 * A personal API token is refused, as on every session operation: it is revoked where it was
 * made, not signed out.
 */
@Injectable()
export class BearerIfValidGuard extends AuthGuard('jwt') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    const header = req.headers.authorization;
    if (!header) return true;
    if (typeof header === 'string' && /^Bearer\s+/i.test(header)) {
      if (header.replace(/^Bearer\s+/i, '').startsWith(API_TOKEN_PREFIX)) {
        throw new ForbiddenError(SESSION_REQUIRED_MESSAGE, 'SESSION_REQUIRED');
      }
    }
    try {
      await super.canActivate(context);
    } catch {
      // An expired, revoked or malformed token names no sign-in to end.
    }
    return true;
  }

  override handleRequest<TUser = AuthUser>(_err: unknown, user: TUser | false): TUser {
    return (user || null) as TUser;
  }
}
