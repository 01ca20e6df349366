import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Scroll like a multi-page site: a new page starts at the top (or at its #fragment), Back and
 * Forward return to where the visitor was on that page. A change of the query string alone
 * (filters kept in the address) is not a new page and does not scroll. The first page of a visit
 * is where the browser put it: a visitor who scrolled the pre-rendered page while the app was
 * starting stays there (sent back to the top, they would also leave the footer unhydrated).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const { key } = location;
    const remember = () => positions.current.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location]);

  const shown = useRef(location);
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = location;
    if (previous === location) return;
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.current.get(location.key) ?? 0);
      return;
    }
    // Only the query changed (a list's filters): the same page, so the visitor stays put.
    if (
      previous.pathname === location.pathname &&
      previous.search !== location.search &&
      !location.hash
    ) {
      return;
    }
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
