import { fitsPlatform, normalisePostText, postLength } from './social-text.js';

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
