/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it, jest } from '@jest/globals';
import { UPLOAD_MAX_BYTES } from '@sandglass/shared';
import { fireEvent, screen } from '@testing-library/react';
import { descriptionOf } from '../../../testing/accessibleText';
import { renderWithApp } from '../../../testing/renderWithApp';
import { ImageUploadField } from './ImageUploadField';

function renderField(value = '') {
  const handleChange = jest.fn<(url: string) => void>();
  const result = renderWithApp(
    <ImageUploadField
      label="Logo"
      value={value}
      onChange={handleChange}
      onUploadingChange={jest.fn()}
    />,
    { session: 'admin' },
  );
  return { ...result, handleChange };
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [file] } });
}

describe('ImageUploadField', () => {
  it('refuses an image over 2 MB before uploading it', () => {
    const { store, handleChange } = renderField();
    choose(new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    expect(descriptionOf(screen.getByLabelText('Logo'))).toBe(
      'PNG, JPEG, WebP or GIF, up to 2 MB. This image is larger than 2 MB. Choose a smaller one.',
    );
    expect(store.getState().api.mutations).toEqual({});
    expect(handleChange).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a PNG, JPEG, WebP or GIF', () => {
    const { store } = renderField();
    choose(new File(['%PDF-1.7'], 'deck.pdf', { type: 'application/pdf' }));
    expect(descriptionOf(screen.getByLabelText('Logo'))).toBe(
      'PNG, JPEG, WebP or GIF, up to 2 MB. Choose a PNG, JPEG, WebP or GIF image.',
    );
    expect(store.getState().api.mutations).toEqual({});
  });

  it('previews the current image and can remove it', () => {
    const url = `/api/uploads/${'ab'.repeat(32)}.png`;
    const { handleChange } = renderField(url);
    expect(screen.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toBe(url);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(handleChange).toHaveBeenCalledWith('');
  });
});
