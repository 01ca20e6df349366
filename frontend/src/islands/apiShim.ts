/**
 * lib/api.ts for the islands (vite.islands.config.ts): the features' endpoint definitions
 * (`api.injectEndpoints`) become the same hooks RTK Query would give them (`useXQuery`,
 * `useXMutation`), backed by ../apiFetch.ts and a small cache, so the public pages' components run
 * unchanged without Redux Toolkit. Queries are asked for once per address and argument (spec
 * section 9: no refetch on focus, no polling); tags are not tracked (no public page shows a list
 * that one of its own forms changes). What a query brings is drawn in a deferred render, which
 * yields to the browser as it goes, so a list arriving is not one long task on a slow phone.
 */
import { useCallback, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';
import { apiFetch, type ApiError, type ApiMeta, type FetchArgs } from './apiFetch';
import { islandStore } from './store';

export const API_TAGS = [
  'Portfolio',
  'Team',
  'Program',
  'Application',
  'BlogPost',
  'Contact',
  'Newsletter',
  'NewsletterIssue',
  'Overview',
  'User',
  'AiHistory',
  'ApiToken',
  'Webhook',
  'Session',
  'MembershipRequest',
] as const;

interface EndpointDefinition {
  kind: 'query' | 'mutation';
  query?: (arg: unknown) => string | FetchArgs;
  queryFn?: (arg: unknown) => unknown;
  transformResponse?: (data: unknown, meta: ApiMeta | undefined, arg: unknown) => unknown;
  onQueryStarted?: (
    arg: unknown,
    api: {
      dispatch: typeof islandStore.dispatch;
      getState: typeof islandStore.getState;
      queryFulfilled: Promise<{ data: unknown; meta?: ApiMeta }>;
    },
  ) => unknown;
}

const build = {
  query: (definition: Omit<EndpointDefinition, 'kind'>): EndpointDefinition => ({
    ...definition,
    kind: 'query',
  }),
  mutation: (definition: Omit<EndpointDefinition, 'kind'>): EndpointDefinition => ({
    ...definition,
    kind: 'mutation',
  }),
};

type Outcome = { data: unknown; meta?: ApiMeta } | { error: ApiError; meta?: ApiMeta };

async function run(definition: EndpointDefinition, arg: unknown): Promise<Outcome> {
  if (!definition.query) return { error: { status: 'CUSTOM_ERROR', error: 'Not available here.' } };
  const result = await apiFetch(definition.query(arg));
  if (result.error) return { error: result.error, meta: result.meta };
  const data = definition.transformResponse
    ? definition.transformResponse(result.data, result.meta, arg)
    : result.data;
  return { data, meta: result.meta };
}

function started(definition: EndpointDefinition, arg: unknown, outcome: Promise<Outcome>): void {
  if (!definition.onQueryStarted) return;
  const queryFulfilled = outcome.then((result) =>
    'error' in result ? Promise.reject(result) : result,
  );
  queryFulfilled.catch(() => undefined);
  void Promise.resolve(
    definition.onQueryStarted(arg, {
      dispatch: islandStore.dispatch,
      getState: islandStore.getState,
      queryFulfilled,
    }),
  ).catch(() => undefined);
}

interface Entry {
  data?: unknown;
  error?: ApiError;
  fetching: boolean;
  started: boolean;
  listeners: Set<() => void>;
  snapshot: QuerySnapshot;
}

interface QuerySnapshot {
  data?: unknown;
  error?: ApiError;
  fetching: boolean;
}

const cache = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = {
      fetching: false,
      started: false,
      listeners: new Set(),
      snapshot: { fetching: false },
    };
    cache.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry) {
  entry.snapshot = { data: entry.data, error: entry.error, fetching: entry.fetching };
  for (const listener of entry.listeners) listener();
}

function fetchEntry(entry: Entry, definition: EndpointDefinition, arg: unknown) {
  entry.started = true;
  entry.fetching = true;
  publish(entry);
  const outcome = run(definition, arg);
  started(definition, arg, outcome);
  void outcome.then((result) => {
    entry.fetching = false;
    if ('error' in result) entry.error = result.error;
    else {
      entry.data = result.data;
      entry.error = undefined;
    }
    publish(entry);
  });
}

const PENDING: QuerySnapshot = { fetching: true };
const IDLE: QuerySnapshot = { fetching: false };

function queryHook(name: string, definition: EndpointDefinition) {
  return function useQuery(arg?: unknown, options?: { skip?: boolean }) {
    const skip = options?.skip ?? false;
    const key = `${name}(${JSON.stringify(arg ?? null)})`;
    const entry = entryFor(key);
    const subscribe = useCallback(
      (listener: () => void) => {
        entry.listeners.add(listener);
        return () => entry.listeners.delete(listener);
      },
      [entry],
    );
    const latest = useSyncExternalStore(
      subscribe,
      () => (skip ? IDLE : entry.started ? entry.snapshot : PENDING),
      // As pre-rendered: nothing loaded yet.
      () => (skip ? IDLE : PENDING),
    );
    // A store's change renders at once and in one piece; what arrives (a whole list, say) is
    // drawn in a render of its own that gives the main thread back every few milliseconds.
    const current = useDeferredValue(latest);
    useEffect(() => {
      if (!skip && !entry.started) fetchEntry(entry, definition, arg);
      // The key stands for the argument.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [skip, entry]);
    const refetch = useCallback(() => {
      fetchEntry(entry, definition, arg);
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [entry]);
    const hasData = current.data !== undefined;
    const isError = !current.fetching && current.error !== undefined;
    return {
      data: current.data,
      currentData: current.data,
      error: current.error,
      isUninitialized: skip,
      isLoading: current.fetching && !hasData,
      isFetching: current.fetching,
      isSuccess: hasData && !isError,
      isError,
      status: skip
        ? 'uninitialized'
        : current.fetching
          ? 'pending'
          : isError
            ? 'rejected'
            : 'fulfilled',
      refetch,
    };
  };
}

interface MutationState {
  data?: unknown;
  error?: ApiError;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  isUninitialized: boolean;
}

const UNINITIALIZED: MutationState = {
  isLoading: false,
  isSuccess: false,
  isError: false,
  isUninitialized: true,
};

function mutationHook(definition: EndpointDefinition) {
  return function useMutation() {
    const [state, setState] = useState<MutationState>(UNINITIALIZED);
    const trigger = useCallback((arg?: unknown) => {
      setState({ ...UNINITIALIZED, isUninitialized: false, isLoading: true });
      const outcome = run(definition, arg);
      started(definition, arg, outcome);
      const result = outcome.then((value) => {
        setState(
          'error' in value
            ? { ...UNINITIALIZED, isUninitialized: false, isError: true, error: value.error }
            : { ...UNINITIALIZED, isUninitialized: false, isSuccess: true, data: value.data },
        );
        return 'error' in value ? { error: value.error } : { data: value.data };
      });
      return Object.assign(result, {
        arg,
        unwrap: () =>
          result.then((value) => ('error' in value ? Promise.reject(value.error) : value.data)),
        abort: () => undefined,
        reset: () => setState(UNINITIALIZED),
      });
    }, []);
    const reset = useCallback(() => setState(UNINITIALIZED), []);
    return [trigger, { ...state, reset }] as const;
  };
}

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

type Endpoints = Record<string, EndpointDefinition>;

function injectEndpoints({ endpoints }: { endpoints: (builder: typeof build) => Endpoints }) {
  const definitions = endpoints(build);
  const hooks: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    if (definition.kind === 'query')
      hooks[`use${capitalize(name)}Query`] = queryHook(name, definition);
    else hooks[`use${capitalize(name)}Mutation`] = mutationHook(definition);
  }
  return { ...hooks, endpoints: definitions, util: {}, injectEndpoints };
}

// Typed as the app's API, whose definitions and hooks this stands in for.
export const api = { injectEndpoints, util: {} } as unknown as typeof import('../lib/api').api;
