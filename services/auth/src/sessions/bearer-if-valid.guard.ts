import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { AuthUser } from '@sandglass/server';

/**
 * Reads `Authorization: Bearer` when it holds a valid access token and lets every request
 * through: signing out must work with an expired token too (the refresh cookie decides then).
 */
@Injectable()
export class BearerIfValidGuard extends AuthGuard('jwt') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    if (!req.headers.authorization) return true;
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
