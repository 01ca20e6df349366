/**
 * Page code being fetched right now, so the layout can show progress while the next page's
 * chunk loads (the router keeps the current page on screen meanwhile).
 */
let pending = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  pending += by;
  for (const listener of listeners) listener();
}

export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  changed(1);
  return load.finally(() => changed(-1));
}

export const pageLoads = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isLoading: (): boolean => pending > 0,
};
