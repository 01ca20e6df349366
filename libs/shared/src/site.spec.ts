import { isAppRoute, organizationJsonLd } from './site.js';

describe('isAppRoute', () => {
  it.each([
    '/',
    '/portfolio',
    '/insights',
    '/insights/why-ai-now',
    '/admin',
    '/admin/users',
    '/login',
    '/portfolio/',
  ])('knows %s', (path) => expect(isAppRoute(path)).toBe(true));

  it.each(['/portfolios', '/wp-admin', '/admins', '/api/portfolio', '/insights-old'])(
    'does not know %s',
    (path) => expect(isAppRoute(path)).toBe(false),
  );
});

it('describes the firm as a San Francisco venture capital firm founded in 2024', () => {
  const data = organizationJsonLd({
    firmName: 'Sandglass',
    firmEmail: 'hi@example.com',
    siteUrl: 'https://example.com',
  });
  expect(data).toMatchObject({
    '@type': 'Organization',
    name: 'Sandglass',
    url: 'https://example.com',
    foundingDate: '2024',
    address: { addressLocality: 'San Francisco' },
  });
});

it("links the firm's configured profiles, and none that is not configured", () => {
  const site = {
    firmName: 'Sandglass',
    firmEmail: 'hi@example.com',
    siteUrl: 'https://example.com',
  };
  expect(organizationJsonLd(site)).not.toHaveProperty('sameAs');
  expect(
    organizationJsonLd({ ...site, linkedinUrl: 'https://www.linkedin.com/company/sandglass' }),
  ).toMatchObject({ sameAs: ['https://www.linkedin.com/company/sandglass'] });
});
