import { createElement, lazy, Suspense, type ComponentType } from 'react';

/** Every lazy part's fetch, for the pre-renderers to wait for (loadLazyParts). */
const loaders = new Set<() => Promise<unknown>>();

/**
 * A part of a page whose code is a chunk of its own, fetched the first time the browser draws it,
 * and drawn (in a Suspense boundary of its own) once it has come, so what is around it never
 * waits for it (app/router.tsx's pages do the same for a whole page). The pre-renderers fetch
 * every part's code first (loadLazyParts), so a page that draws one has it in its HTML. Once
 * fetched, the part renders straight away.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () => load().then((Component) => (loaded = Component));
  loaders.add(preload);
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function LazyPart(props: Props) {
    return createElement(Suspense, { fallback: null }, createElement(loaded ?? Lazy, props));
  }
  return LazyPart;
}

/** Fetches the code of every lazy part (a pre-renderer, before it renders a page). */
export function loadLazyParts(): Promise<unknown> {
  return Promise.all([...loaders].map((preload) => preload()));
}
