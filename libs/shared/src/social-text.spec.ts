import {
  campaignName,
  fitsPlatform,
  linksToSite,
  normalisePostText,
  postLength,
  publishedLength,
  withCampaignLinks,
} from './social-text.js';

describe('post length', () => {
  it('counts as X does on X: a link is 23, an emoji or a CJK character is 2', () => {
    expect(postLength('twitter', 'hi https://example.com/a/very/long/path/that/goes/on')).toBe(26);
    expect(postLength('twitter', '日本')).toBe(4);
    expect(postLength('twitter', '🌍')).toBe(2);
  });

  it('counts code points on the other platforms', () => {
    expect(postLength('linkedin', '日本🌍')).toBe(3);
  });

  it('holds X to 280 weighted characters', () => {
    expect(fitsPlatform('twitter', 'a'.repeat(280))).toBe(true);
    expect(fitsPlatform('twitter', '日'.repeat(141))).toBe(false);
    expect(fitsPlatform('linkedin', '日'.repeat(141))).toBe(true);
  });
});

describe('the text that is counted', () => {
  it('is the text the API stores: no whitespace at either end, \\n line breaks, composed characters', () => {
    expect(normalisePostText('  Hello\r\nworld\r \n')).toBe('Hello\nworld');
    expect(normalisePostText('Cafe\u0301')).toBe('Café');
  });

  it('counts a trailing line break or space as nothing, on every platform, as the API does', () => {
    const text = 'a'.repeat(280);
    expect(postLength('twitter', `${text}\n`)).toBe(280);
    expect(postLength('twitter', ` ${text} `)).toBe(280);
    expect(postLength('linkedin', `${text}\r\n`)).toBe(280);
    expect(fitsPlatform('twitter', `${text}\n`)).toBe(true);
  });
});

describe('campaign links', () => {
  const siteUrl = 'https://sandglass.vc';
  const tags = { siteUrl, platform: 'linkedin' as const, campaign: 'our-fund-3f2a9c1b' };
  const utm = 'utm_source=linkedin&utm_medium=social&utm_campaign=our-fund-3f2a9c1b';

  it('tags a link to the site with the platform, the medium and the campaign', () => {
    expect(withCampaignLinks('Read https://sandglass.vc/insights/ai now.', tags)).toBe(
      `Read https://sandglass.vc/insights/ai?${utm} now.`,
    );
  });

  it('keeps the parameters and the fragment the link had, and a utm tag the member set', () => {
    expect(withCampaignLinks('https://sandglass.vc/portfolio?sector=ai#top', tags)).toBe(
      `https://sandglass.vc/portfolio?sector=ai&${utm}#top`,
    );
    expect(withCampaignLinks('https://sandglass.vc/?utm_campaign=spring', tags)).toBe(
      'https://sandglass.vc/?utm_campaign=spring&utm_source=linkedin&utm_medium=social',
    );
  });

  it('tags a link written without a scheme, and leaves other sites alone', () => {
    expect(withCampaignLinks('sandglass.vc/about and https://example.com/a', tags)).toBe(
      `sandglass.vc/about?${utm} and https://example.com/a`,
    );
    expect(
      withCampaignLinks('http://sandglass.vc.evil.com/x https://sandglass.vc:8443/', tags),
    ).toBe('http://sandglass.vc.evil.com/x https://sandglass.vc:8443/');
  });

  it('tells a text that links to the site from one that does not', () => {
    expect(linksToSite('See sandglass.vc/about', siteUrl)).toBe(true);
    expect(linksToSite('See https://example.com and sandglass.vc.evil.com', siteUrl)).toBe(false);
  });

  it('tags a local site address with its port', () => {
    expect(
      withCampaignLinks('http://127.0.0.1:5173/portfolio', {
        ...tags,
        siteUrl: 'http://127.0.0.1:5173',
      }),
    ).toBe(`http://127.0.0.1:5173/portfolio?${utm}`);
  });

  it('names a campaign by the first words and a piece of the id, at most 40 characters', () => {
    const id = '3f2a9c1b-0000-4000-8000-000000000000';
    expect(campaignName(id, 'Our new fund is open! https://sandglass.vc/fund')).toBe(
      'our-new-fund-is-open-3f2a9c1b',
    );
    const long = campaignName(
      id,
      'Éléments of a very long announcement about artificial intelligence',
    );
    expect(long).toBe('elements-of-a-very-long-3f2a9c1b');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(campaignName(id, '🚀 https://sandglass.vc')).toBe('post-3f2a9c1b');
  });

  it('counts the tagged text where the platform counts every character, and a link as 23 on X', () => {
    const text = 'See https://sandglass.vc/fund';
    expect(publishedLength('linkedin', text, null)).toBe(text.length);
    expect(publishedLength('linkedin', text, siteUrl)).toBe(
      `${text}?utm_source=linkedin&utm_medium=social&utm_campaign=see-00000000`.length,
    );
    expect(publishedLength('twitter', text, siteUrl)).toBe(27);
  });
});
