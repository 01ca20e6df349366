import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * The highest page any list serves. Far beyond any real list, and small enough that
 * `(page - 1) * pageSize` stays an offset PostgreSQL accepts.
 */
export const PAGE_MAX = 10_000;

/**
 * A whole number written in plain digits (`12`), as a number; anything else (`1e308`, `0x10`,
 * ` `, `12.0`) is left as it came so the whole-number check refuses it with its sentence.
 */
export const ToWholeNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value,
  );

/** `?page=`: 1 to PAGE_MAX, default 1. Every paginated query uses this. */
export const PageQuery = () =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: PAGE_MAX, default: 1 }),
    IsOptional(),
    ToWholeNumber(),
    IsInt({ message: 'Page must be a whole number.' }),
    Min(1, { message: 'Page must be 1 or more.' }),
    Max(PAGE_MAX, { message: `Page can be at most ${PAGE_MAX}.` }),
  );

/** `?pageSize=`: 1 to `max`, default 20. */
export const PageSizeQuery = (max: number) =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: max, default: 20 }),
    IsOptional(),
    ToWholeNumber(),
    IsInt({ message: 'Page size must be a whole number.' }),
    Min(1, { message: 'Page size must be 1 or more.' }),
    Max(max, { message: `Page size can be at most ${max}.` }),
  );
