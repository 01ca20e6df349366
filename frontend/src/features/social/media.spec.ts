import { describe, expect, it } from '@jest/globals';
import { imageProblem, pickImages } from './media';

const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

describe('attaching images', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    expect(imageProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(imageProblem(file('a.webp', 'image/webp', 5 * 1024 * 1024))).toBeNull();
    expect(imageProblem(file('a.gif', 'image/gif'))).toBe(
      'a.gif is not a JPEG, PNG or WebP image.',
    );
    expect(imageProblem(file('big.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe(
      'big.png is larger than 5 MB.',
    );
  });

  it('stops at four images in all, saying why', () => {
    const { accepted, problems } = pickImages([file('1'), file('2'), file('3')], 2);
    expect(accepted.map((item) => item.name)).toEqual(['1', '2']);
    expect(problems).toEqual(['A post can carry at most 4 images.']);
  });

  it('skips an unsuitable file and keeps the others', () => {
    const { accepted, problems } = pickImages([file('a.txt', 'text/plain'), file('b.png')], 0);
    expect(accepted.map((item) => item.name)).toEqual(['b.png']);
    expect(problems).toEqual(['a.txt is not a JPEG, PNG or WebP image.']);
  });
});
