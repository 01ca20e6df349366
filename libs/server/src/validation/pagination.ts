import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ILike, type FindOptionsWhere } from 'typeorm';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

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

/** Most rows one page of any list answers with. */
export const LIST_PAGE_SIZE_MAX = 100;
/** The page size of an admin list when `?pageSize=` is not given. */
export const LIST_PAGE_SIZE_DEFAULT = 20;
export const SEARCH_MAX_LENGTH = 100;

/** `?q=`: words to look for, trimmed; empty means no search. */
export const SearchQuery = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description, maxLength: SEARCH_MAX_LENGTH }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() : value,
    ),
    IsString({ message: 'Search must be text.' }),
    MaxLength(SEARCH_MAX_LENGTH, {
      message: `Search can be at most ${SEARCH_MAX_LENGTH} characters.`,
    }),
  );

/**
 * `?q=&page=&pageSize=` of a list. The answer is one page of rows, and the `X-Total-Count`
 * header says how many match in all (see `Paginated`). Subclasses add the list's filters and
 * document what `q` matches.
 */
export class ListQuery {
  q?: string;

  @PageQuery()
  page: number = 1;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: LIST_PAGE_SIZE_MAX,
    description: `Rows per page. Admin-only lists default to ${LIST_PAGE_SIZE_DEFAULT}; the public lists answer every row when it is not given.`,
  })
  @IsOptional()
  @ToWholeNumber()
  @IsInt({ message: 'Page size must be a whole number.' })
  @Min(1, { message: 'Page size must be 1 or more.' })
  @Max(LIST_PAGE_SIZE_MAX, { message: `Page size can be at most ${LIST_PAGE_SIZE_MAX}.` })
  pageSize?: number;
}

/**
 * TypeORM's `skip` and `take` for a query: `defaultSize` rows when it names no page size, or
 * every row when that is `null` (the public lists).
 */
export function pageWindow(
  query: ListQuery,
  defaultSize: number | null = LIST_PAGE_SIZE_DEFAULT,
): { skip?: number; take?: number } {
  const size = query.pageSize ?? defaultSize;
  return size === null ? {} : { skip: (query.page - 1) * size, take: size };
}

/** A `LIKE`/`ILIKE` pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A TypeORM `where` for `base` rows whose `fields` contain `q` (ignoring case), or `base` alone
 * when there is no search.
 */
export function searchWhere<T>(
  base: FindOptionsWhere<T>,
  fields: readonly (keyof T & string)[],
  q: string | undefined,
): FindOptionsWhere<T> | FindOptionsWhere<T>[] {
  if (!q) return base;
  const pattern = ILike(containsPattern(q));
  return fields.map((field) => ({ ...base, [field]: pattern }) as FindOptionsWhere<T>);
}
