import { fitsPlatform, postLength } from './social-text.js';

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
