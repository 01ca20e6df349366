import type { OpenAPIObject } from '@nestjs/swagger';
import { merge } from './api-docs.js';

const doc = (
  paths: string[],
  schemas: Record<string, unknown> = {},
  tags: string[] = [],
): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 'API', version: '1', description: 'All of it.' },
  paths: Object.fromEntries(paths.map((path) => [path, { get: { responses: {} } }])),
  components: {
    schemas: schemas as never,
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
  },
  tags: tags.map((name) => ({ name })),
});

describe('merging OpenAPI documents', () => {
  it('unites paths (sorted), schemas and tags and keeps the base security schemes', () => {
    const merged = merge(
      doc(['/api/health']),
      [
        doc(['/api/auth/login'], { LoginDto: { type: 'object' } }, ['auth']),
        doc(['/api/blog'], { Post: { type: 'object' } }, ['blog', 'auth']),
      ],
      [],
    );
    expect(Object.keys(merged.paths)).toEqual(['/api/auth/login', '/api/blog', '/api/health']);
    expect(Object.keys(merged.components!.schemas!)).toEqual(['LoginDto', 'Post']);
    expect(merged.tags!.map((tag) => tag.name)).toEqual(['auth', 'blog']);
    expect(merged.components!.securitySchemes).toHaveProperty('bearer');
  });

  it('keeps the first of two different schemas with one name', () => {
    const merged = merge(
      doc([]),
      [
        doc([], { ErrorResponse: { type: 'object' } }),
        doc([], { ErrorResponse: { type: 'string' } }),
      ],
      [],
    );
    expect(merged.components!.schemas!.ErrorResponse).toEqual({ type: 'object' });
  });

  it('names the services it could not reach', () => {
    expect(merge(doc([]), [], ['ai', 'social']).info.description).toBe(
      'All of it.\n\nNot available right now (so not listed): ai, social.',
    );
  });
});
