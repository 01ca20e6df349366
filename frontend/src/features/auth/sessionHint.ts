/**
 * Whether this browser may hold a refresh cookie, so a visitor who never signed in is not sent
 * to `POST /api/auth/refresh` on every page load only to be told 401 (a wasted request, and an
 * error in the console of every anonymous visit). A flag, not a secret: the cookie stays httpOnly.
 */
export const SESSION_HINT_KEY = 'sandglass:may-have-session';

type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): HintStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** When storage cannot be read (a locked-down browser), ask the server, as without a hint. */
export function mayHaveSession(storage = browserStorage()): boolean {
  try {
    return !storage || storage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

export function rememberSession(hasSession: boolean, storage = browserStorage()): void {
  try {
    if (hasSession) storage?.setItem(SESSION_HINT_KEY, '1');
    else storage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Without storage every load asks the server, which is only slower.
  }
}
