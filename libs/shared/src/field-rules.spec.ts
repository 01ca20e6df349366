import { hasNul, isCalendarDate, isEmailAddress, isImageUrl, isWebAddress } from './field-rules.js';

describe('isImageUrl', () => {
  it.each([
    `/api/uploads/${'a'.repeat(64)}.png`,
    `/api/uploads/${'0'.repeat(64)}.webp`,
    'https://images.example.com/team/ada.jpg',
    'http://cdn.example.org/logo',
  ])('accepts %s', (url) => expect(isImageUrl(url)).toBe(true));

  it.each([
    '/api/uploads/../secrets.png',
    `/api/uploads/${'a'.repeat(64)}.svg`,
    '/images/logo.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'https://localhost/logo.png',
    'ftp://example.com/logo.png',
    42,
  ])('refuses %j', (url) => expect(isImageUrl(url)).toBe(false));
});

describe('isCalendarDate', () => {
  it.each(['2026-03-31', '2028-02-29', '1900-01-01'])('accepts %s', (date) =>
    expect(isCalendarDate(date)).toBe(true),
  );

  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '31/03/2026', '2026-3-1', '0000-01-01', ''])(
    'refuses %j',
    (date) => expect(isCalendarDate(date)).toBe(false),
  );
});

it('spots the NUL character PostgreSQL cannot store', () => {
  expect(hasNul('a\u0000b')).toBe(true);
  expect(hasNul('plain text')).toBe(false);
  expect(hasNul(7)).toBe(false);
});

describe('isWebAddress', () => {
  it.each([
    'https://lattice.example.com/about',
    'http://example.org',
    'https://www.linkedin.com/in/ada_lovelace',
    'https://bücher.example',
  ])('accepts %s', (url) => expect(isWebAddress(url)).toBe(true));

  it.each([
    'lattice.example.com',
    'linkedin.com/in/ada',
    'javascript:alert(1)',
    'ftp://files.example.com',
    'https://localhost',
    'https://10.0.0.1/admin',
    'https://exa mple.com',
    'https:example.com',
    '',
    null,
  ])('refuses %j', (url) => expect(isWebAddress(url)).toBe(false));
});

describe('isEmailAddress', () => {
  it.each(['ada@example.com', 'ada.lovelace+vc@mail.example.co.uk'])('accepts %s', (email) =>
    expect(isEmailAddress(email)).toBe(true),
  );

  it.each([
    'not-an-email',
    'katherine@',
    'ada@example',
    'ada@@example.com',
    'a da@example.com',
    `${'k'.repeat(250)}@example.com`,
  ])('refuses %j', (email) => expect(isEmailAddress(email)).toBe(false));
});
