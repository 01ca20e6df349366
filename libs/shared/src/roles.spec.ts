import { canViewAnalytics, hasRole, isRole, permissionsFor, type Role } from './roles.js';

const user = (role: Role) => ({ role });

describe('hasRole', () => {
  it.each([
    ['guest', 'guest', true],
    ['guest', 'member', false],
    ['guest', 'admin', false],
    ['member', 'guest', true],
    ['member', 'member', true],
    ['member', 'admin', false],
    ['admin', 'guest', true],
    ['admin', 'member', true],
    ['admin', 'admin', true],
  ] as const)('a %s %s reach %s-level things', (role, required, expected) => {
    expect(hasRole(user(role), required)).toBe(expected);
  });

  it('lets anyone, even signed out, reach guest-level things', () => {
    expect(hasRole(null, 'guest')).toBe(true);
    expect(hasRole(undefined, 'guest')).toBe(true);
  });

  it('refuses a missing user anything above guest', () => {
    expect(hasRole(null, 'member')).toBe(false);
    expect(hasRole(undefined, 'admin')).toBe(false);
  });
});

describe('permissionsFor', () => {
  it('gives members social media but not administration', () => {
    expect(permissionsFor(user('member'))).toEqual({
      canViewSocialMedia: true,
      canCreatePosts: true,
      canManageAccounts: false,
      canAccessAdmin: false,
      canUpgradeUsers: false,
    });
  });

  it('gives admins everything and guests nothing', () => {
    expect(Object.values(permissionsFor(user('admin'))).every(Boolean)).toBe(true);
    expect(Object.values(permissionsFor(user('guest'))).some(Boolean)).toBe(false);
    expect(Object.values(permissionsFor(null)).some(Boolean)).toBe(false);
  });
});

it('recognises only the three roles', () => {
  expect(['guest', 'member', 'admin'].every(isRole)).toBe(true);
  expect(isRole('owner')).toBe(false);
  expect(isRole(2)).toBe(false);
});

describe('canViewAnalytics', () => {
  it.each([
    [null, false, false],
    ['guest', false, false],
    ['member', false, false],
    ['admin', false, true],
    [null, true, true],
    ['member', true, true],
  ] as const)('a %s viewer with ANALYTICS_PUBLIC=%s: %s', (role, analyticsPublic, expected) => {
    expect(canViewAnalytics(role ? user(role) : null, analyticsPublic)).toBe(expected);
  });
});
