import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { IMAGE_ACCEPT, imageFileProblem } from '../components/imageUpload';
import { useUploadImageMutation } from '../components/uploadsApi';
import { altTextOf, insertImageMarkdown, type Insertion } from './insertImage';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface InsertImageButtonProps {
  /** The Markdown field the image goes into, at its cursor. */
  textArea: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  /** Why the image could not be added (shown at the field), or undefined to clear it. */
  onProblem: (problem: string | undefined) => void;
  /** Tells the form that an upload is running, so it waits for it before saving. */
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * "Insert image": picks an image, uploads it (`POST /api/uploads`) and writes
 * `![alt](/api/uploads/…)` at the cursor of the Markdown field, its alt text selected for the
 * author to describe the picture.
 */
export function InsertImageButton({
  textArea,
  value,
  onChange,
  onProblem,
  onUploadingChange,
}: InsertImageButtonProps) {
  const [upload, { isLoading }] = useUploadImageMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const pendingSelection = useRef<Insertion>(undefined);
  const hintId = useId();

  // Once the new text is in the field, the alt text is selected there.
  useEffect(() => {
    const field = textArea.current;
    const selection = pendingSelection.current;
    if (!selection || !field || field.value !== selection.text) return;
    pendingSelection.current = undefined;
    field.focus();
    field.setSelectionRange(selection.selectionStart, selection.selectionEnd);
  }, [textArea, value]);

  async function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      input.value = '';
      setStatus('');
      onProblem(problem);
      textArea.current?.focus();
      return;
    }
    // Where the cursor was when the image was chosen.
    const start = textArea.current?.selectionStart ?? value.length;
    const end = textArea.current?.selectionEnd ?? start;
    onProblem(undefined);
    setStatus(`Uploading ${file.name}...`);
    onUploadingChange(true);
    try {
      const result = await upload(file).unwrap();
      const current = textArea.current?.value ?? value;
      const insertion = insertImageMarkdown(
        current,
        Math.min(start, current.length),
        Math.min(end, current.length),
        altTextOf(file.name),
        result.url,
      );
      pendingSelection.current = insertion;
      onChange(insertion.text);
      setStatus('Image inserted. Describe it in the selected alt text.');
    } catch (uploadError) {
      setStatus('');
      onProblem(apiErrorMessage(uploadError, 'The image could not be uploaded. Try again.'));
      textArea.current?.focus();
    } finally {
      input.value = '';
      onUploadingChange(false);
    }
  }

  return (
    <StyledRow>
      <Button
        variant="secondary"
        size="sm"
        disabled={isLoading}
        aria-describedby={hintId}
        onClick={() => fileInput.current?.click()}
      >
        {isLoading ? 'Uploading image...' : 'Insert image'}
      </Button>
      <span id={hintId}>At the cursor: PNG, JPEG, WebP or GIF, up to 2 MB.</span>
      <VisuallyHidden>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          tabIndex={-1}
          aria-label="Image to insert into the body"
          onChange={(event) => void handleFileChange(event)}
        />
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
    </StyledRow>
  );
}
