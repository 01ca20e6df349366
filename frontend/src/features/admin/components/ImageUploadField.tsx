import { useState, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { controlStyles, FormField } from '../../../ui/FormField';
import { useUploadImageMutation } from './uploadsApi';
import { IMAGE_ACCEPT, imageFileProblem } from './imageUpload';

const StyledBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledPreview = styled.div<{ $wide: boolean }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ $wide }) => ($wide ? '192px' : '96px')};
  height: 96px;
  overflow: hidden;
  border: 1px dashed ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;

  img {
    width: 100%;
    height: 100%;
    object-fit: ${({ $wide }) => ($wide ? 'cover' : 'contain')};
  }
`;

const StyledControls = styled.div`
  display: grid;
  flex: 1 1 220px;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
`;

const StyledFileInput = styled.input`
  ${controlStyles}
  padding: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;

  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3.5)}`};
    border: 1px solid ${({ theme }) => theme.color.control};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const StyledStatus = styled.p`
  min-height: 1.4em;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export interface ImageUploadFieldProps {
  label: string;
  /** The image's address: an uploaded one (`/api/uploads/…`) or one on the web; blank for none. */
  value: string;
  onChange: (url: string) => void;
  /** A validation message from the form or the server. */
  error?: string;
  /** Wide for a featured image, square for logos and photos. */
  wide?: boolean;
  /** Tells the form that an upload is running, so it waits for the address. */
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * Picks an image, checks its type and size before sending it, shows it at once and uploads it
 * (`POST /api/uploads`); the address the server answers becomes the field's value.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  error,
  wide = false,
  onUploadingChange,
}: ImageUploadFieldProps) {
  const [upload, { isLoading }] = useUploadImageMutation();
  const [localPreview, setLocalPreview] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState('');

  async function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const fileProblem = imageFileProblem(file);
    if (fileProblem) {
      setProblem(fileProblem);
      setStatus('');
      input.value = '';
      return;
    }
    setProblem(undefined);
    setStatus('Uploading...');
    onUploadingChange(true);
    try {
      setLocalPreview(await readAsDataUrl(file));
      const result = await upload(file).unwrap();
      onChange(result.url);
      setStatus('Image uploaded.');
    } catch (uploadError) {
      setProblem(apiErrorMessage(uploadError, 'The image could not be uploaded. Try again.'));
      setStatus('');
    } finally {
      setLocalPreview(undefined);
      input.value = '';
      onUploadingChange(false);
    }
  }

  function handleRemove() {
    onChange('');
    setProblem(undefined);
    setStatus('Image removed.');
  }

  const shown = localPreview ?? value;

  return (
    <FormField label={label} hint="PNG, JPEG, WebP or GIF, up to 2 MB." error={problem ?? error}>
      {(control) => (
        <StyledBody>
          <StyledPreview $wide={wide}>
            {shown ? <img src={shown} alt={`${label} preview`} /> : <span>No image</span>}
          </StyledPreview>
          <StyledControls>
            <StyledFileInput
              {...control}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={isLoading}
              onChange={(event) => void handleFileChange(event)}
            />
            {value && !isLoading && (
              <Button variant="ghost" size="sm" onClick={handleRemove}>
                Remove image
              </Button>
            )}
            <StyledStatus role="status" aria-live="polite">
              {status}
            </StyledStatus>
          </StyledControls>
        </StyledBody>
      )}
    </FormField>
  );
}
