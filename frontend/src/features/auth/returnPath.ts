import { useLocation } from 'react-router-dom';

/** The query parameter that carries where to go after signing in or up. */
export const NEXT_PARAM = 'next';

/** `/auth?tab=sign-up` opens the combined page on its Sign Up tab. */
export const TAB_PARAM = 'tab';
export const SIGN_UP_TAB = 'sign-up';

/** The pages that sign a person in: never a place to come back to. */
const SIGN_IN_PAGES = ['/login', '/auth'];

const ORIGIN = 'https://return.invalid';

/**
 * `value` as a path on this site to return to after signing in, or undefined when it is not
 * one. Only a plain path is accepted (`/team`, `/admin/blog?page=2`): an absolute address,
 * a protocol-relative `//host`, a backslash (which browsers read as a slash), control
 * characters or anything not starting with `/` could send the person to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/..//host` resolves to `//host`: check what the browser would go to, not only what came in.
  if (url.origin !== ORIGIN || path.startsWith('//') || SIGN_IN_PAGES.includes(url.pathname)) {
    return undefined;
  }
  return path;
}

/** The address of a sign-in page (`/login` or `/auth`) that brings the person back to `path`. */
export function signInPath(page: '/login' | '/auth', path: string): string {
  const next = safeReturnPath(path);
  if (!next || next === '/') return page;
  return `${page}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}

/**
 * The sign-in page's address that returns to the page being shown. On a sign-in page itself,
 * the `next` it already carries is kept.
 */
export function useSignInPath(page: '/login' | '/auth' = '/login'): string {
  const { pathname, search, hash } = useLocation();
  if (SIGN_IN_PAGES.includes(pathname)) {
    return signInPath(page, new URLSearchParams(search).get(NEXT_PARAM) ?? '/');
  }
  return signInPath(page, `${pathname}${search}${hash}`);
}

/** Where a sign-in page sends the person once signed in: the `next` of its address, or home. */
export function useReturnPath(): string {
  const { search } = useLocation();
  return safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? '/';
}

/** The combined page on its Sign Up tab, returning to the same page as useSignInPath. */
export function useSignUpPath(): string {
  const [page, query] = useSignInPath('/auth').split('?');
  const params = new URLSearchParams(query);
  params.set(TAB_PARAM, SIGN_UP_TAB);
  return `${page}?${params.toString()}`;
}
