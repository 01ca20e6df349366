import { describe, expect, it } from '@jest/globals';
import { safeReturnPath, signInPath } from './returnPath';

describe('safeReturnPath', () => {
  it.each([
    ['/team', '/team'],
    ['/admin/blog?page=2', '/admin/blog?page=2'],
    ['/insights/why-ai#comments', '/insights/why-ai#comments'],
    ['/ai-playground', '/ai-playground'],
    ['/', '/'],
  ])('accepts the path %s on this site', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['an absolute address', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash, which browsers read as a slash', '/\\evil.example'],
    ['a leading backslash', '\\\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a path climbing into a protocol-relative one', '/..//evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'team'],
    ['nothing', ''],
    ['no parameter at all', null],
    ['the sign-in page itself', '/login'],
    ['the combined auth page', '/auth?next=/team'],
    ['a path that resolves to the sign-in page', '/team/../login'],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});

describe('signInPath', () => {
  it('carries the page to come back to in `next`', () => {
    expect(signInPath('/login', '/admin/blog?page=2')).toBe(
      '/login?next=%2Fadmin%2Fblog%3Fpage%3D2',
    );
    expect(signInPath('/auth', '/user/social-media')).toBe('/auth?next=%2Fuser%2Fsocial-media');
  });

  it('leaves `next` out for the home page and for a path it would refuse', () => {
    expect(signInPath('/login', '/')).toBe('/login');
    expect(signInPath('/login', '//evil.example')).toBe('/login');
  });
});
