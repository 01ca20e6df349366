import { fitPost } from './social-post.js';

const sentence = 'Founders who build with AI from day one ship faster and learn faster. ';

describe('fitPost', () => {
  it('leaves a post that fits alone, apart from trimming', () => {
    expect(fitPost('  Short and sweet. #AI  ', 280)).toBe('Short and sweet. #AI');
  });

  it('removes quotes a model put around the whole post', () => {
    expect(fitPost('“We are hiring.”', 280)).toBe('We are hiring.');
    expect(fitPost('"We are hiring."', 280)).toBe('We are hiring.');
  });

  it('cuts a long post at a word boundary with an ellipsis, within the limit', () => {
    const post = fitPost(sentence.repeat(10), 280);
    expect(post.length).toBeLessThanOrEqual(280);
    expect(post).toMatch(/\w…$/);
    expect(sentence.repeat(10)).toContain(post.slice(0, -1));
  });

  it('keeps the closing hashtags whole when it cuts', () => {
    const post = fitPost(`${sentence.repeat(10)}#AI #Founders`, 280);
    expect(post.length).toBeLessThanOrEqual(280);
    expect(post).toMatch(/…\s#AI #Founders$/);
  });

  it('keeps hashtags on their own line when they were', () => {
    const post = fitPost(`${sentence.repeat(10)}\n\n#AI #Founders`, 280);
    expect(post).toMatch(/…\n\n#AI #Founders$/);
  });

  it('drops hashtags that would take more than half the room', () => {
    const tags = Array.from({ length: 30 }, (_, i) => `#tag${i}`).join(' ');
    const post = fitPost(`${sentence.repeat(3)}${tags}`, 280);
    expect(post.length).toBeLessThanOrEqual(280);
    expect(post.startsWith(sentence.trim().slice(0, 50))).toBe(true);
  });

  it('never splits an emoji in two', () => {
    const post = fitPost('🚀'.repeat(200), 281);
    expect(post.length).toBeLessThanOrEqual(281);
    expect(post).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it.each([280, 2200, 3000, 63206])('always fits %i characters', (max) => {
    const long = `${'word '.repeat(20_000)}#AI`;
    expect(fitPost(long, max).length).toBeLessThanOrEqual(max);
  });
});
