import type { ListPage, ListRequest } from '@sandglass/shared';
import type { API_TAGS, api } from './api';
import { listParams, toListPage } from './listPage';
import type { Update } from './update';

type ApiTag = (typeof API_TAGS)[number];
type ApiBuilder = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/** A collection the admin console pages through and edits, such as `/portfolio`. */
export interface Resource {
  /** Where it lives under `/api`. */
  path: string;
  /** The tag its public list provides, so an edit refreshes the public pages too. */
  tag: ApiTag;
  /** Other cached data that shows a record of it (posts show their author), refreshed on change. */
  shownIn?: readonly ApiTag[];
  /** The admin Overview counts its records, so adding or deleting one refreshes the count. */
  counted?: boolean;
}

/** The whole public list, as the site's pages show it. */
function resourceListEndpoint<Item>(build: ApiBuilder, { path, tag }: Resource) {
  return build.query<Item[], void>({
    query: () => path,
    providesTags: [tag],
  });
}

/** One page of a search through the resource, under its public list's tag. */
function resourcePageEndpoint<Item>(build: ApiBuilder, { path, tag }: Resource) {
  return build.query<ListPage<Item>, ListRequest>({
    query: (request) => ({ url: path, params: listParams(request) }),
    transformResponse: toListPage<Item>,
    providesTags: [tag],
  });
}

/** Deleting a record by id. */
export function resourceDeleteEndpoint(
  build: ApiBuilder,
  { path, tag, shownIn = [], counted = false }: Resource,
) {
  return build.mutation<void, string>({
    query: (id) => ({ url: `${path}/${id}`, method: 'DELETE' }),
    invalidatesTags: [tag, ...shownIn, ...(counted ? (['Overview'] as const) : [])],
  });
}

/** Creating, changing (PATCH) and deleting records: the admin console's writes. */
export function resourceWriteEndpoints<Item, Input, Changes = Input>(
  build: ApiBuilder,
  resource: Resource,
) {
  const { path, tag, shownIn = [], counted = false } = resource;
  return {
    create: build.mutation<Item, Input>({
      query: (body) => ({ url: path, method: 'POST', body }),
      invalidatesTags: [tag, ...(counted ? (['Overview'] as const) : [])],
    }),
    update: build.mutation<Item, Update<Changes>>({
      query: ({ id, changes }) => ({ url: `${path}/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: [tag, ...shownIn],
    }),
    remove: resourceDeleteEndpoint(build, resource),
  };
}

/**
 * Everything a resource the site lists and the admin console edits offers: the public list, one
 * page of a search (the admin console's) and the writes, all under the public list's tag.
 */
export function resourceEndpoints<Item, Input, Changes = Input>(
  build: ApiBuilder,
  resource: Resource,
) {
  return {
    list: resourceListEndpoint<Item>(build, resource),
    page: resourcePageEndpoint<Item>(build, resource),
    ...resourceWriteEndpoints<Item, Input, Changes>(build, resource),
  };
}

type ResourceEndpoints = Record<keyof ReturnType<typeof resourceEndpoints>, unknown>;

type EndpointName<Key, List extends string, One extends string> = Key extends 'list'
  ? List
  : Key extends 'page'
    ? `${List}Page`
    : Key extends 'remove'
      ? `delete${One}`
      : `${Key & string}${One}`;

/**
 * A resource's endpoints under the names its hooks are known by: for the list `team` of
 * `TeamMember`s, `team`, `teamPage`, `createTeamMember`, `updateTeamMember` and
 * `deleteTeamMember` (so `useTeamQuery`, `useTeamPageQuery`, `useCreateTeamMemberMutation`…).
 */
export function named<
  const List extends string,
  const One extends string,
  Endpoints extends ResourceEndpoints,
>(list: List, one: One, endpoints: Endpoints) {
  const { list: all, page, create, update, remove } = endpoints;
  return {
    [list]: all,
    [`${list}Page`]: page,
    [`create${one}`]: create,
    [`update${one}`]: update,
    [`delete${one}`]: remove,
  } as { [Key in keyof Endpoints as EndpointName<Key, List, One>]: Endpoints[Key] };
}
