import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const afterHydration = () => true;
const whileHydrating = () => false;

/**
 * False while React hydrates a pre-rendered page (and on the server), true from the render
 * right after, and at once on a page the app renders itself. The gateway pre-renders each page
 * without its query string, so whatever the address's query decides waits for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, afterHydration, whileHydrating);
}
