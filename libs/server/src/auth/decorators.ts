import {
  applyDecorators,
  createParamDecorator,
  SetMetadata,
  UseGuards,
  type ExecutionContext,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtension,
  ApiForbiddenResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { ApiScope, Role } from '@sandglass/shared';
import { ErrorResponse } from '../http/error-response.dto.js';
import type { AuthUser } from './access-token.js';
import {
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  REQUIRED_ROLE,
  REQUIRED_SCOPE,
  RolesGuard,
} from './guards.js';

/** The OpenAPI extension naming the scope an operation needs from a personal API token. */
export const TOKEN_SCOPE_EXTENSION = 'x-token-scope';

/**
 * Requires a signed-in caller whose role is at least `role` (guest = any signed-in account).
 * The rule is enforced here, in the owning service, whatever the front end shows.
 */
export function Auth(role: Role = 'guest') {
  const decorators = [
    SetMetadata(REQUIRED_ROLE, role),
    UseGuards(JwtAuthGuard, RolesGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No valid access token.', type: ErrorResponse }),
  ];
  if (role !== 'guest') {
    decorators.push(
      ApiForbiddenResponse({ description: `Needs the ${role} role.`, type: ErrorResponse }),
    );
  }
  return applyDecorators(...decorators);
}

/** Open to everyone; a valid token, when sent, identifies the caller. */
export function OptionalAuth() {
  return applyDecorators(UseGuards(OptionalJwtAuthGuard), ApiBearerAuth());
}

/** The verified caller (`null` on an `OptionalAuth` route without a token). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | null =>
    context.switchToHttp().getRequest<{ user?: AuthUser }>().user ?? null,
);

/**
 * The scope a personal API token needs for this operation (on a method, or on a controller for
 * every method that does not name its own). What the token may do is still bounded by its
 * owner's role (`@Auth`). Without it an operation refuses API tokens: it needs a signed-in
 * session. Swagger shows it as `x-token-scope`.
 */
export function TokenScope(scope: ApiScope) {
  return applyDecorators(
    SetMetadata(REQUIRED_SCOPE, scope),
    ApiExtension(TOKEN_SCOPE_EXTENSION, scope),
  );
}
