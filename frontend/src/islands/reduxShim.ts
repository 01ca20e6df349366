/**
 * What the public pages' components use of react-redux, for the islands
 * (vite.islands.config.ts): selectors read the islands' store (store.ts). While an island
 * hydrates they see the state the page was pre-rendered with, then the current one.
 */
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { islandStore, SERVER_STATE, type IslandState } from './store';

function useSelectorImpl<Selected>(selector: (state: IslandState) => Selected): Selected {
  return useSyncExternalStore(
    islandStore.subscribe,
    () => selector(islandStore.getState()),
    () => selector(SERVER_STATE),
  );
}

export const useSelector = Object.assign(useSelectorImpl, {
  withTypes: () => useSelectorImpl,
});

function useDispatchImpl() {
  return islandStore.dispatch;
}

export const useDispatch = Object.assign(useDispatchImpl, {
  withTypes: () => useDispatchImpl,
});

export function useStore() {
  return islandStore;
}

export function Provider({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}
