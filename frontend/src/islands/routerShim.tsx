/**
 * What the public pages' components use of react-router-dom, for the islands (vite.islands.config.ts
 * puts this module in its place): on a pre-rendered public page every link is an ordinary
 * navigation to another pre-rendered page or to the app, so a link is an `<a>`, the location is
 * the browser's, and the query string is changed in place with the History API. Keeps React
 * Router out of the islands' JavaScript.
 */
import {
  forwardRef,
  useCallback,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  state: unknown;
  key: string;
}

export type To = string | Partial<Path>;

/** Where the pre-render is (entry-server.tsx sets it): the page's address, without a query. */
let serverLocation: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
let serverParams: Record<string, string | undefined> = {};

export function setServerLocation(
  pathname: string,
  params: Record<string, string | undefined> = {},
): void {
  serverLocation = { pathname, search: '', hash: '', state: null, key: 'default' };
  serverParams = params;
}

const CHANGE = 'sandglass:location';
let current: Location | undefined;
let changes = 0;

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  if (
    !current ||
    current.pathname !== pathname ||
    current.search !== search ||
    current.hash !== hash
  ) {
    current = {
      pathname,
      search,
      hash,
      state: window.history.state as unknown,
      key: changes === 0 ? 'default' : `k${changes}`,
    };
  }
  return current;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

function changeUrl(url: string, replace: boolean) {
  changes += 1;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(CHANGE));
}

/**
 * The address. While an island hydrates it is the pre-rendered one (the gateway renders each
 * page without its query), then the browser's.
 */
export function useLocation(): Location {
  return useSyncExternalStore(
    subscribe,
    typeof window === 'undefined' ? () => serverLocation : browserLocation,
    () => serverLocation,
  );
}

/** The route's parameters where the page is pre-rendered (no island reads them in the browser). */
export function useParams(): Record<string, string | undefined> {
  return serverParams;
}

export function href(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}` || '.';
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Another page is another document: navigating loads it (the query alone changes in place). */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  return useCallback((to: To | number, options?: NavigateOptions) => {
    if (typeof to === 'number') return window.history.go(to);
    const target = new URL(href(to), window.location.href);
    if (target.pathname === window.location.pathname && target.origin === window.location.origin)
      return changeUrl(target.pathname + target.search + target.hash, options?.replace ?? false);
    if (options?.replace) window.location.replace(target.href);
    else window.location.assign(target.href);
  }, []);
}

type SearchInit = URLSearchParams | string | Record<string, string>;
type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void;

export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const set: SetSearchParams = (next, options) => {
    const value =
      typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
    const query = new URLSearchParams(value).toString();
    changeUrl(
      `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
      options?.replace ?? false,
    );
  };
  return [params, set];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  prefetch?: string;
  discover?: string;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    replace: _replace,
    state: _state,
    reloadDocument: _reloadDocument,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    prefetch: _prefetch,
    discover: _discover,
    ...rest
  },
  ref,
) {
  return <a ref={ref} href={href(to)} {...rest} />;
});

export interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
  end?: boolean;
  caseSensitive?: boolean;
}

function isActivePath(pathname: string, to: To, end: boolean): boolean {
  const target = (typeof to === 'string' ? to : (to.pathname ?? '')).split(/[?#]/)[0] ?? '';
  if (target === '/' || end) return pathname === target;
  return pathname === target || pathname.startsWith(`${target.replace(/\/$/, '')}/`);
}

/** A link marked `aria-current="page"` (and class `active`) on its own page, as React Router's. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, className, children, end = false, caseSensitive: _caseSensitive, ...rest },
  ref,
) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, to, end);
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function'
      ? className(renderProps)
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Link
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={classes}
      {...rest}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
});
