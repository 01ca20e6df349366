import { describe, expect, it } from '@jest/globals';
import type { Role } from '@sandglass/shared';
import { footerResourceLinksFor, navItemsFor } from './navItems';

const PUBLIC = ['Investment Thesis', 'Portfolio', 'Team', 'Programs', 'Insights', 'Contact'];

function labelsFor(role: Role | null): string[] {
  return navItemsFor(role ? { role } : null).map((item) => item.label);
}

describe('navItemsFor', () => {
  it('shows only the public pages to a signed-out visitor', () => {
    expect(labelsFor(null)).toEqual(PUBLIC);
  });

  it('adds the AI Playground for a signed-in guest, but not Social Media', () => {
    expect(labelsFor('guest')).toEqual([...PUBLIC, 'AI Playground']);
  });

  it('adds Social Media for members and admins', () => {
    expect(labelsFor('member')).toEqual([...PUBLIC, 'AI Playground', 'Social Media']);
    expect(labelsFor('admin')).toEqual([...PUBLIC, 'AI Playground', 'Social Media']);
  });

  it('points each item at its route', () => {
    const paths = navItemsFor({ role: 'admin' }).map((item) => item.to);
    expect(paths).toEqual([
      '/investment-thesis',
      '/portfolio',
      '/team',
      '/programs',
      '/insights',
      '/contact',
      '/ai-playground',
      '/user/social-media',
    ]);
  });
});

describe('footerResourceLinksFor', () => {
  const labels = (role: Role | null, analyticsPublic: boolean) =>
    footerResourceLinksFor(role ? { role } : null, analyticsPublic).map((item) => item.label);

  it('links Website Analytics for admins only, while the figures are not public', () => {
    expect(labels(null, false)).toEqual(['Insights', 'Programs', 'RSS Feed']);
    expect(labels('member', false)).toEqual(['Insights', 'Programs', 'RSS Feed']);
    expect(labels('admin', false)).toEqual([
      'Insights',
      'Programs',
      'Website Analytics',
      'RSS Feed',
    ]);
  });

  it('links it for everyone when ANALYTICS_PUBLIC opens the figures', () => {
    expect(labels(null, true)).toContain('Website Analytics');
    expect(labels('guest', true)).toContain('Website Analytics');
  });
});
