import { SOCIAL_MEDIA_MAX_COUNT } from '@sandglass/shared';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import { pickImages, SOCIAL_MEDIA_ACCEPT, type AttachedImage } from '../media';
import { ImageIcon } from '../socialIcons';
import { useUploadSocialMediaMutation } from '../socialApi';

const StyledZone = styled.div<{ $over: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.color.focus : theme.color.control)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $over }) => ($over ? theme.color.infoSoft : theme.color.surface)};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledThumb = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};

  img,
  span {
    display: grid;
    place-items: center;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

const StyledFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

export interface MediaPickerProps {
  images: readonly AttachedImage[];
  onChange: (update: (images: AttachedImage[]) => AttachedImage[]) => void;
  /** A selected platform needs an image (Instagram): said under the zone. */
  requiredBy: string[];
}

let uploads = 0;

/**
 * Up to four images, dropped on the zone or picked with the button; each is uploaded at once
 * (its id goes with the post) and shown from the server's copy, with a button to remove it.
 */
export function MediaPicker({ images, onChange, requiredBy }: MediaPickerProps) {
  const [upload] = useUploadSocialMediaMutation();
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const full = images.length >= SOCIAL_MEDIA_MAX_COUNT;

  function add(files: File[]) {
    const { accepted, problems } = pickImages(files, images.length);
    if (problems.length > 0) {
      toast({ title: 'Image Not Added', description: problems.join(' '), variant: 'destructive' });
    }
    for (const file of accepted) {
      uploads += 1;
      const key = `upload-${uploads}`;
      onChange((now) => [...now, { key, name: file.name, media: null }]);
      upload(file)
        .unwrap()
        .then((media) =>
          onChange((now) => now.map((image) => (image.key === key ? { ...image, media } : image))),
        )
        .catch((error: unknown) => {
          onChange((now) => now.filter((image) => image.key !== key));
          toast({
            title: 'Image Not Added',
            description: apiErrorMessage(error, `${file.name} could not be uploaded.`),
            variant: 'destructive',
          });
        });
    }
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    add([...event.dataTransfer.files]);
  }

  function handleDragOver(event: DragEvent) {
    event.preventDefault();
    setOver(true);
  }

  function handlePick(event: ChangeEvent<HTMLInputElement>) {
    add([...(event.target.files ?? [])]);
    event.target.value = '';
  }

  return (
    <StyledZone
      $over={over}
      onDragOver={handleDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
    >
      <StyledHead>
        <div>
          <strong>Images</strong>
          <StyledHint id={hintId}>
            Drop up to {SOCIAL_MEDIA_MAX_COUNT} JPEG, PNG or WebP images here (5 MB each), or add
            them.
            {requiredBy.length > 0 && ` ${requiredBy.join(' and ')} needs at least one.`}
          </StyledHint>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={full}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          <ImageIcon />
          Add images
        </Button>
        <StyledFileInput
          ref={input}
          type="file"
          accept={SOCIAL_MEDIA_ACCEPT}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          onChange={handlePick}
        />
      </StyledHead>
      {images.length > 0 && (
        <StyledList aria-label="Attached images">
          {images.map((image, index) => (
            <StyledThumb key={image.key}>
              {image.media ? (
                <img src={image.media.url} alt={`Attached image ${index + 1}: ${image.name}`} />
              ) : (
                <span role="status">Uploading...</span>
              )}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove image ${index + 1}: ${image.name}`}
                onClick={() => onChange((now) => now.filter((item) => item.key !== image.key))}
              >
                Remove
              </Button>
            </StyledThumb>
          ))}
        </StyledList>
      )}
    </StyledZone>
  );
}
