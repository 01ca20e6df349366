import { describe, expect, it } from '@jest/globals';
import { mayHaveSession, rememberSession, SESSION_HINT_KEY } from './sessionHint';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('session hint', () => {
  it('skips the refresh for a browser that never signed in', () => {
    expect(mayHaveSession(memoryStorage())).toBe(false);
  });

  it('asks again after a sign-in, and stops after the session ends', () => {
    const storage = memoryStorage();
    rememberSession(true, storage);
    expect(storage.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(mayHaveSession(storage)).toBe(true);
    rememberSession(false, storage);
    expect(mayHaveSession(storage)).toBe(false);
  });

  it('asks the server when storage cannot be read', () => {
    const locked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(mayHaveSession(locked)).toBe(true);
    expect(mayHaveSession(undefined)).toBe(true);
  });
});
