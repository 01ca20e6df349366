/** Spec section 9: one toast at a time, shown 5 s, swiped away past 50 px. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** How long a dismissed toast is kept (closed) before it is forgotten (spec section 9). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Omit<ToastOptions, 'description'>> {
  id: string;
  description?: string;
  open: boolean;
}

export interface ToastStore {
  show(options: ToastOptions): string;
  dismiss(id: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The queue behind the Toaster, outside React so anything (a page, a hook) can raise a toast.
 * A new toast pushes the previous one out; a dismissed one stays (closed, so its exit animation
 * can run) until the removal delay has passed.
 */
export function createToastStore(timers: Timers = browserTimers): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, unknown>();

  function set(next: readonly ToastItem[]) {
    const kept = new Set(next.map((toast) => toast.id));
    for (const [id, handle] of removals) {
      if (!kept.has(id)) {
        timers.clearTimeout(handle);
        removals.delete(id);
      }
    }
    toasts = next;
    for (const listener of listeners) listener();
  }

  return {
    show({ title, description, variant = 'default' }) {
      nextId += 1;
      const id = String(nextId);
      set([{ id, title, description, variant, open: true }, ...toasts].slice(0, TOAST_LIMIT));
      return id;
    },
    dismiss(id) {
      if (!toasts.some((toast) => toast.id === id && toast.open)) return;
      set(toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
      removals.set(
        id,
        timers.setTimeout(() => {
          removals.delete(id);
          set(toasts.filter((toast) => toast.id !== id));
        }, TOAST_REMOVE_DELAY_MS),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

export const toastStore = createToastStore();

/** Shows a toast: `toast({ title: 'Logged out', description: '…' })`. */
export function toast(options: ToastOptions): string {
  return toastStore.show(options);
}
