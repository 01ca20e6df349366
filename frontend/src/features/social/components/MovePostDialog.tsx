import type { ScheduledPost } from '@sandglass/shared';
import { format, isValid, parse, startOfToday } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastStore';
import { dayKey, isOpenDay, movedTime } from '../calendar';
import { formatClock, formatPostTime } from '../postTime';
import { useUpdatePostMutation } from '../socialApi';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Moves a pending post to `day` at its own time of day; says how it went in a toast. */
export function useMovePost() {
  const [update, state] = useUpdatePostMutation();
  async function move(post: ScheduledPost, day: Date): Promise<string | null> {
    const scheduledTime = movedTime(post, day);
    try {
      await update({ id: post.id, changes: { scheduledTime } }).unwrap();
      toast({
        title: 'Post Moved',
        description: `It now goes out ${formatPostTime(scheduledTime)}.`,
      });
      return null;
    } catch (error) {
      const message =
        apiFieldErrors(error).scheduledTime ??
        apiErrorMessage(error, 'The post could not be moved. Try again.');
      toast({ title: 'Move Failed', description: message, variant: 'destructive' });
      return message;
    }
  }
  return { move, isMoving: state.isLoading };
}

export interface MovePostDialogProps {
  post: ScheduledPost;
  onClose: () => void;
}

/** "Move to…": a pending post to another day, keeping its time of day (the keyboard's drag). */
export function MovePostDialog({ post, onClose }: MovePostDialogProps) {
  const [value, setValue] = useState(() => dayKey(new Date(post.scheduledTime ?? Date.now())));
  const [error, setError] = useState<string | undefined>();
  const { move, isMoving } = useMovePost();
  const clock = formatClock(post.scheduledTime);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const day = parse(value, 'yyyy-MM-dd', new Date());
    if (!isValid(day)) return setError('Choose the day to move the post to.');
    if (!isOpenDay(day)) return setError('Choose today or a later day.');
    const problem = await move(post, day);
    if (problem) setError(problem);
    else onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Move to another day"
      description={`The post keeps its time of day, ${clock}.`}
      closeOnOutsideClick={false}
    >
      <StyledForm noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Move to">
        <TextField
          label="Day"
          type="date"
          name="day"
          min={format(startOfToday(), 'yyyy-MM-dd')}
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
        <StyledActions>
          <Button type="submit" disabled={isMoving}>
            {isMoving ? 'Moving...' : 'Move'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Keep the day</Button>
          </DialogClose>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
