/** @jest-environment jsdom */
import '../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Link, NavLink, setServerLocation, useSearchParams } from './routerShim';

/**
 * The islands' stand-in for React Router must draw links as React Router does (the header's
 * current page, aria-current), and change the query in place as the filters expect.
 */
describe('the islands’ router stand-in', () => {
  it('marks the link to the current page, and only that one, as React Router does', () => {
    setServerLocation('/team');
    const html = renderToString(
      <nav>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/team">Team</NavLink>
        <NavLink to="/portfolio">Portfolio</NavLink>
      </nav>,
    );
    expect(html).toContain('<a href="/team" aria-current="page" class="active">Team</a>');
    expect(html).toContain('<a href="/">Home</a>');
    expect(html).toContain('<a href="/portfolio">Portfolio</a>');
  });

  it('is an ordinary link: another page is a navigation', () => {
    render(<Link to={{ pathname: '/contact', search: '?interest=lp' }}>Contact</Link>);
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      '/contact?interest=lp',
    );
  });

  it('changes the query in place and renders the new one', () => {
    window.history.replaceState(null, '', '/portfolio');
    function Filter() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ category: 'Legal Tech' })}>
          {params.get('category') ?? 'All'}
        </button>
      );
    }
    render(<Filter />);
    act(() => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(window.location.pathname + window.location.search).toBe(
      '/portfolio?category=Legal+Tech',
    );
    expect(screen.getByRole('button').textContent).toBe('Legal Tech');
  });
});
