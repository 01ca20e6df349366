import { describe, expect, it } from '@jest/globals';
import { UPLOAD_MAX_BYTES } from '@sandglass/shared';
import { IMAGE_ACCEPT, imageFileProblem } from './imageUpload';

describe('imageFileProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])(
    'accepts %s up to 2 MB',
    (type) => {
      expect(imageFileProblem({ type, size: UPLOAD_MAX_BYTES })).toBeUndefined();
    },
  );

  it('refuses a file of another type, such as a PDF or an SVG', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 1000 })).toBe(
      'Choose a PNG, JPEG, WebP or GIF image.',
    );
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(
      'Choose a PNG, JPEG, WebP or GIF image.',
    );
  });

  it('refuses an image one byte over 2 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      'This image is larger than 2 MB. Choose a smaller one.',
    );
  });

  it('refuses an empty file', () => {
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe(
      'This file is empty. Choose another image.',
    );
  });

  it('offers the same four types in the file picker', () => {
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/webp,image/gif');
  });
});
