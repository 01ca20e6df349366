import { countryOf, readAgent, referrerHost, splitPath } from './analytics-source.js';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('splitPath', () => {
  it('keeps the path and reads only the UTM tags of the query', () => {
    expect(
      splitPath('/portfolio?utm_source=newsletter&email=ada@example.com&utm_term=ai+funds#x'),
    ).toEqual({
      path: '/portfolio',
      utm: { utmSource: 'newsletter', utmMedium: null, utmCampaign: null, utmTerm: 'ai funds' },
    });
  });

  it('leaves a path without a query alone', () => {
    expect(splitPath('/team').utm).toEqual({
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
    });
  });
});

describe('referrerHost', () => {
  it.each([
    ['https://www.Google.com/search?q=ai', 'google.com'],
    ['news.ycombinator.com', 'news.ycombinator.com'],
    ['https://sandglass.test/portfolio', null],
    ['www.sandglass.test', null],
    ['not a host', null],
    [undefined, null],
  ])('reads %s as %s', (sent, host) => {
    expect(referrerHost(sent, 'sandglass.test')).toBe(host);
  });
});

describe('readAgent', () => {
  it('reads the device class, browser and system', () => {
    expect(readAgent(CHROME_WINDOWS)).toEqual({
      device: 'Desktop',
      browser: 'Chrome',
      os: 'Windows',
    });
    expect(readAgent(SAFARI_IPHONE)).toEqual({ device: 'Mobile', browser: 'Safari', os: 'iOS' });
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
    'curl/8.5.0',
    '',
  ])('drops %j', (userAgent) => {
    expect(readAgent(userAgent)).toBeNull();
  });
});

describe('countryOf', () => {
  it('finds the country of a public IPv4 address offline', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('::ffff:8.8.8.8')).toBe('US');
  });

  it.each(['127.0.0.1', '10.1.2.3', '2001:db8::1', 'nonsense'])('has none for %s', (ip) => {
    expect(countryOf(ip)).toBeNull();
  });
});
