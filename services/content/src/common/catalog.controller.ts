import { Body, Controller, Inject, Query, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  Auth,
  CreateEndpoint,
  DeleteEndpoint,
  IdParam,
  ListEndpoint,
  SLUG_TAKEN,
  UpdateEndpoint,
  type ListQuery,
  type NotFoundError,
  type Paged,
  TokenScope,
} from '@sandglass/server';
import type { CatalogRow } from './catalog.repository.js';
import type { CatalogService } from './catalog.service.js';

/** What sets one catalogue's HTTP API apart from the others'. */
export interface CatalogApi<T extends CatalogRow, Body> {
  /** Its path under /api and its Swagger tag (`content: <resource>`). */
  resource: string;
  /** The feature's service; the controller's class name (in Swagger's operation ids) follows it. */
  service: Type<CatalogService<T, never>>;
  toBody: (row: T) => Body;
  notFound: () => NotFoundError;
  /** The DTO classes validation and Swagger read: the body answered, created, changed; the list query. */
  dto: [body: Type<Body>, create: Type<unknown>, update: Type<unknown>, query: Type<ListQuery>];
  /** What one row is called in the operation summaries ("Add a team member"), and the list's title. */
  nouns: [one: string, list: string];
  /** What removing a row does besides, and why it can be refused (409). */
  remove?: { description?: string; conflict?: string };
}

/**
 * The parameter types of a handler, as TypeScript would have emitted them for concrete classes:
 * Nest's validation pipe and Swagger read the DTO classes from here, and a generic handler's
 * own are erased to Object.
 */
const ParamTypes =
  (...types: Type<unknown>[]): MethodDecorator =>
  (target, key) =>
    Reflect.defineMetadata('design:paramtypes', types, target, key);

/**
 * One catalogue's controller (portfolio, team, programs): a public list in sort order that the
 * admin console pages and searches, and admin create, change and remove, over the feature's
 * CatalogService. Every catalogue's endpoints therefore read, validate and document alike.
 */
export function CatalogController<T extends CatalogRow, Body>(api: CatalogApi<T, Body>) {
  const [body, create, update, query] = api.dto;
  const [one, list] = api.nouns;

  @ApiTags(`content: ${api.resource}`)
  @Controller(`api/${api.resource}`)
  class Catalog {
    constructor(@Inject(api.service) readonly service: CatalogService<T, object>) {}

    @ListEndpoint(body, {
      summary: list,
      description:
        'In sort order, then by name. Every row unless `pageSize` is given; the admin console pages and searches.',
    })
    @ParamTypes(query)
    async list(@Query() query: ListQuery): Promise<Paged<Body>> {
      const { items, total } = await this.service.list(query);
      return { items: items.map(api.toBody), total };
    }

    @CreateEndpoint(body, { summary: `Add a ${one} (admin)`, conflict: SLUG_TAKEN })
    @Auth('admin')
    @TokenScope('content:write')
    @ParamTypes(create)
    async create(@Body() input: object): Promise<Body> {
      return api.toBody(await this.service.create(input));
    }

    @UpdateEndpoint(body, {
      summary: `Change a ${one} (admin)`,
      description: 'Any subset of fields.',
      conflict: SLUG_TAKEN,
    })
    @Auth('admin')
    @TokenScope('content:write')
    @ParamTypes(String, update)
    async update(@IdParam(api.notFound) id: string, @Body() input: object): Promise<Body> {
      return api.toBody(await this.service.update(id, input));
    }

    @DeleteEndpoint({ summary: `Remove a ${one} (admin)`, ...api.remove })
    @Auth('admin')
    @TokenScope('content:write')
    @ParamTypes(String)
    async remove(@IdParam(api.notFound) id: string): Promise<void> {
      await this.service.remove(id);
    }
  }
  Object.defineProperty(Catalog, 'name', {
    value: api.service.name.replace(/Service$/, 'Controller'),
  });
  return Catalog;
}
