import {
  FIELD_SENTENCES,
  hasNul,
  isCalendarDate,
  isEmailAddress,
  isImageUrl,
  isWebAddress,
  passwordProblem,
  visibleText,
  withWebScheme,
} from './field-rules.js';

describe('withWebScheme', () => {
  it('adds https:// to an address typed from its host, and leaves anything else to be judged', () => {
    expect(withWebScheme(' linkedin.com/in/ada ')).toBe('https://linkedin.com/in/ada');
    expect(withWebScheme('www.example.com')).toBe('https://www.example.com');
    expect(withWebScheme('http://example.com')).toBe('http://example.com');
    expect(withWebScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(withWebScheme('ada@example.com')).toBe('ada@example.com');
    expect(withWebScheme('not a link')).toBe('not a link');
    expect(withWebScheme('')).toBe('');
  });
});

describe('visibleText', () => {
  it('trims, and blanks text where nothing would show', () => {
    expect(visibleText('  Ada  ')).toBe('Ada');
    expect(visibleText('\u200b\u200c\u200d')).toBe('');
    expect(visibleText(' \u202e\u2066\u200f\u2800 ')).toBe('');
    // Invisible characters inside visible text stay: an emoji sequence keeps its joiners.
    expect(visibleText('👩\u200d💻 Grace')).toBe('👩\u200d💻 Grace');
  });
});

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

describe('passwordProblem', () => {
  const EMAIL = 'Grace.Hopper+news@Example.com';

  it.each([
    ['six spaces', '      '],
    ['six zero-width spaces', '\u200b'.repeat(6)],
    ['tabs, a line break and no-break spaces', '\t\t\n\u00a0\u00a0\u3000'],
    ['direction and joiner marks', '\u202e\u200d\u2060\ufeff\u200c\u200e'],
    ['Hangul fillers and the blank Braille pattern', '\u3164\u3164\uffa0\u2800\u2800\u115f'],
    ['full-width spaces that NFKC makes plain', '\u3000'.repeat(6)],
  ])('refuses %s', (_what, password) => {
    expect(passwordProblem(password, EMAIL)).toBe(FIELD_SENTENCES.passwordInvisible);
  });

  it.each([
    ['the whole address', 'grace.hopper+news@example.com'],
    ['the address in capitals, inside more', 'x-GRACE.HOPPER+NEWS@EXAMPLE.COM-x'],
    ['the part before the @', 'Grace.Hopper+News'],
    ['the part before the +tag, inside more', 'my-grace.hopper-2024'],
    ['the part in full-width letters (NFKC)', 'ｇｒａｃｅ.ｈｏｐｐｅｒ99'],
  ])('refuses %s', (_what, password) => {
    expect(passwordProblem(password, EMAIL)).toBe(FIELD_SENTENCES.passwordHasEmail);
  });

  it('refuses a password equal to a short address, but not every password with its letters', () => {
    expect(passwordProblem('a@x.com', 'a@x.com')).toBe(FIELD_SENTENCES.passwordHasEmail);
    expect(passwordProblem('banana-split', 'a@x.com')).toBeUndefined();
    expect(passwordProblem('ada-in-canada', 'ada@example.com')).toBeUndefined();
    expect(passwordProblem('johnny-be-good', 'john@example.com')).toBe(
      FIELD_SENTENCES.passwordHasEmail,
    );
  });

  it('keeps the length limits, and takes a password with something visible in it', () => {
    expect(passwordProblem('12345', EMAIL)).toBe('Password must be at least 6 characters.');
    expect(passwordProblem('x'.repeat(129), EMAIL)).toBe('Password can be at most 128 characters.');
    expect(passwordProblem('  correct horse  ', EMAIL)).toBeUndefined();
    expect(passwordProblem('\u200bpässwörd\u200b', EMAIL)).toBeUndefined();
    expect(passwordProblem('analytical-engine')).toBeUndefined();
  });
});
