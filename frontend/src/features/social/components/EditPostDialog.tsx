import type { ScheduledPost, SocialPlatform, SocialPlatformInfo } from '@sandglass/shared';
import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { controlStyles } from '../../../ui/FormField';
import { toast } from '../../../ui/toastStore';
import { checkSchedule, dayOf, scheduledTimeIso, timeOfDay, togglePlatform } from '../composer';
import { useUpdatePostMutation } from '../socialApi';
import { CharacterCounts } from './CharacterCounts';
import { PlatformToggles } from './PlatformToggles';
import { ScheduleFields } from './ScheduleFields';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  width: 100%;
`;

const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  label {
    font-weight: 600;
  }
`;

const StyledTextArea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface EditPostDialogProps {
  post: ScheduledPost;
  platforms: readonly SocialPlatformInfo[];
  onOpenAccounts: () => void;
  onClose: () => void;
}

/** Changes a pending post's text, platforms or time (its images stay as they are). */
export function EditPostDialog({ post, platforms, onOpenAccounts, onClose }: EditPostDialogProps) {
  const [text, setText] = useState(post.content.text);
  const [selected, setSelected] = useState<SocialPlatform[]>(post.platforms);
  const [date, setDate] = useState<Date | undefined>(() => dayOf(post.scheduledTime));
  const [time, setTime] = useState(() => timeOfDay(post.scheduledTime));
  const [update, { isLoading }] = useUpdatePostMutation();
  const textId = useId();
  const countsId = useId();

  function handleToggle(platform: SocialPlatform) {
    setSelected((now) => togglePlatform(now, platform));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = checkSchedule(text, selected, date);
    if (invalid || !date) {
      if (invalid) toast(invalid);
      return;
    }
    try {
      const scheduledTime = scheduledTimeIso(date, time);
      await update({
        id: post.id,
        changes: {
          content: { text, mediaIds: post.content.media.map((media) => media.id) },
          platforms: selected,
          scheduledTime,
        },
      }).unwrap();
      toast({ title: 'Post Updated', description: 'Your changes to the post have been saved.' });
      onClose();
    } catch (error) {
      toast({
        title: 'Update Failed',
        description:
          error instanceof RangeError
            ? error.message
            : apiErrorMessage(error, 'The post could not be changed. Try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Scheduled Post"
      description="Change the text, the platforms or when it goes out. It stays scheduled."
      size="lg"
      closeOnOutsideClick={false}
    >
      <StyledForm onSubmit={(event) => void handleSubmit(event)} aria-label="Edit Scheduled Post">
        <StyledField>
          <label htmlFor={textId}>Post content</label>
          <StyledTextArea
            id={textId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={countsId}
          />
          <CharacterCounts id={countsId} text={text} platforms={selected} />
        </StyledField>
        <PlatformToggles
          platforms={platforms}
          selected={selected}
          onToggle={handleToggle}
          onOpenAccounts={onOpenAccounts}
        />
        <ScheduleFields date={date} onDateChange={setDate} time={time} onTimeChange={setTime} />
        <StyledActions>
          <DialogClose asChild>
            <Button variant="secondary">Discard Changes</Button>
          </DialogClose>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save Changes'}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
