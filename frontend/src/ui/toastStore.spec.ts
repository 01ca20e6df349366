import { describe, expect, it } from '@jest/globals';
import { createToastStore, TOAST_REMOVE_DELAY_MS } from './toastStore';

/** Timers the test advances by hand. */
function manualTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  let nextHandle = 0;
  return {
    setTimeout(callback: () => void, ms: number) {
      nextHandle += 1;
      pending.set(nextHandle, { at: now + ms, callback });
      return nextHandle;
    },
    clearTimeout(handle: unknown) {
      pending.delete(handle as number);
    },
    advance(ms: number) {
      now += ms;
      for (const [handle, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(handle);
          timer.callback();
        }
      }
    },
    get pendingCount() {
      return pending.size;
    },
  };
}

describe('toast store', () => {
  it('shows one toast at a time: a new one replaces the last', () => {
    const store = createToastStore(manualTimers());
    store.show({ title: 'Welcome back!' });
    store.show({ title: 'Logged out', description: 'You have been successfully logged out.' });
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ title: 'Logged out', open: true, variant: 'default' }),
    ]);
  });

  it('closes a dismissed toast, then forgets it after the removal delay', () => {
    const timers = manualTimers();
    const store = createToastStore(timers);
    const id = store.show({ title: 'Login failed', variant: 'destructive' });
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    timers.advance(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    timers.advance(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('drops the removal timer of a toast that a newer one pushed out', () => {
    const timers = manualTimers();
    const store = createToastStore(timers);
    store.dismiss(store.show({ title: 'first' }));
    store.show({ title: 'second' });
    expect(timers.pendingCount).toBe(0);
  });

  it('tells subscribers about every change', () => {
    const store = createToastStore(manualTimers());
    let changes = 0;
    const unsubscribe = store.subscribe(() => (changes += 1));
    store.dismiss(store.show({ title: 'hello' }));
    unsubscribe();
    store.show({ title: 'unheard' });
    expect(changes).toBe(2);
  });
});
