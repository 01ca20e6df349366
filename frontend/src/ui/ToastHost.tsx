import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from './toastStore';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

function hasToasts(): boolean {
  return toastStore.getSnapshot().length > 0;
}

/**
 * Mounts the Toaster once the first toast is raised: most visitors never see one, so its code
 * (Radix Toast) stays out of the first download of every public page.
 */
export function ToastHost() {
  const needed = useSyncExternalStore(toastStore.subscribe, hasToasts, hasToasts);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
