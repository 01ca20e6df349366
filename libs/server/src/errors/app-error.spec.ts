import { ERROR_CODES } from '@sandglass/shared';
import { AppError, ForbiddenError, NotFoundError, UnauthorizedError } from './app-error.js';

describe('AppError', () => {
  it('takes its status from the code, so a code always comes with one status', () => {
    expect(new AppError('BLOG_SLUG_TAKEN', 'Taken.').status).toBe(409);
    expect(new AppError('AI_TIMEOUT', 'Slow.').status).toBe(504);
    expect(new NotFoundError('Gone.', 'POST_NOT_FOUND').status).toBe(404);
    expect(new UnauthorizedError().code).toBe('UNAUTHORIZED');
    expect(new ForbiddenError().status).toBe(403);
  });

  it('catalogues only error statuses, each code once with a sentence', () => {
    for (const [code, [status, meaning]] of Object.entries(ERROR_CODES)) {
      expect({ code, status }).toEqual({ code, status: expect.any(Number) });
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
      expect(meaning).toMatch(/^[A-Z`].*\.$/);
    }
  });
});
