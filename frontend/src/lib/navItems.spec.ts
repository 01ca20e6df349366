import { describe, expect, it } from '@jest/globals';
import type { Role } from '@sandglass/shared';
import { navItemsFor } from './navItems';

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
