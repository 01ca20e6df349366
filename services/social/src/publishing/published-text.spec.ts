import { publishedText } from './published-text.js';

describe('the text a delivery publishes', () => {
  const siteUrl = 'https://sandglass.vc';
  const delivery = {
    postId: '3f2a9c1b-0000-4000-8000-000000000000',
    platform: 'facebook' as const,
    text: 'Demo day: https://sandglass.vc/programs and https://example.com/x',
    campaignLinks: true,
  };

  it('tags the links to the site for the platform and the post, and no other link', () => {
    expect(publishedText(delivery, siteUrl)).toBe(
      'Demo day: https://sandglass.vc/programs?utm_source=facebook&utm_medium=social&utm_campaign=demo-day-and-3f2a9c1b and https://example.com/x',
    );
  });

  it('leaves the text as written when campaign links are off', () => {
    expect(publishedText({ ...delivery, campaignLinks: false }, siteUrl)).toBe(delivery.text);
  });
});
