import {
  applyDecorators,
  createParamDecorator,
  SetMetadata,
  UseGuards,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Role } from '@sandglass/shared';
import { ErrorResponse } from '../http/error-response.dto.js';
import type { AuthUser } from './access-token.js';
import { JwtAuthGuard, OptionalJwtAuthGuard, REQUIRED_ROLE, RolesGuard } from './guards.js';

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
