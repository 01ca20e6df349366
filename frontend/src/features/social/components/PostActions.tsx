import { PLATFORM_DISPLAY_NAME, type ScheduledPost } from '@sandglass/shared';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toastStore';
import { postNowToast, SOCIAL_TOASTS } from '../composer';
import { isEditable, retryToastDescription } from '../postStatus';
import { formatPostTime } from '../postTime';
import { TrashIcon } from '../socialIcons';
import {
  useCancelPostMutation,
  useDeleteDraftMutation,
  usePostDraftNowMutation,
  useRetryPostMutation,
  useScheduleDraftMutation,
} from '../socialApi';

/** Deliveries that failed and may be published again: surely unpublished, or unknown (asks first). */
export function retryChoices(post: ScheduledPost): { retryable: boolean; unknown: string[] } {
  const failed = post.deliveries.filter((delivery) => delivery.status === 'failed');
  return {
    retryable: failed.some((delivery) => delivery.retryable && !delivery.outcomeUnknown),
    unknown: failed
      .filter((delivery) => delivery.outcomeUnknown)
      .map((delivery) => PLATFORM_DISPLAY_NAME[delivery.platform]),
  };
}

export interface CancelPostButtonProps {
  post: ScheduledPost;
}

/** The trash button of a pending post (spec section 2), which asks before cancelling it. */
export function CancelPostButton({ post }: CancelPostButtonProps) {
  const [asking, setAsking] = useState(false);
  const [cancel, { isLoading }] = useCancelPostMutation();
  if (!isEditable(post.status)) return null;

  async function handleConfirm() {
    try {
      await cancel(post.id).unwrap();
      setAsking(false);
      toast(SOCIAL_TOASTS.postCancelled);
    } catch (error) {
      setAsking(false);
      toast({
        title: 'Could Not Cancel',
        description: apiErrorMessage(error, 'The post could not be cancelled. Try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <IconButton
        variant="ghost"
        label={`Cancel the post scheduled for ${formatPostTime(post.scheduledTime)}`}
        onClick={() => setAsking(true)}
      >
        <TrashIcon />
      </IconButton>
      {asking && (
        <ConfirmDialog
          title="Cancel this post?"
          description="It will not be published on any of its platforms. This cannot be undone."
          confirmLabel="Cancel Post"
          cancelLabel="Keep Post"
          pendingLabel="Cancelling..."
          isPending={isLoading}
          onConfirm={() => void handleConfirm()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

export interface RetryPostButtonsProps {
  post: ScheduledPost;
}

/**
 * Publishes again what failed: "Retry" for deliveries that surely did not publish; for those
 * whose outcome is unknown, "Retry anyway" after saying it may publish twice.
 */
export function RetryPostButtons({ post }: RetryPostButtonsProps) {
  const [asking, setAsking] = useState(false);
  const [retry, { isLoading }] = useRetryPostMutation();
  const { retryable, unknown } = retryChoices(post);
  if (!retryable && unknown.length === 0) return null;

  async function handleRetry(confirm: boolean) {
    try {
      const retried = await retry({ id: post.id, confirm }).unwrap();
      setAsking(false);
      toast({ title: 'Retrying', description: retryToastDescription(retried) });
    } catch (error) {
      setAsking(false);
      toast({
        title: 'Retry Failed',
        description: apiErrorMessage(error, 'The post could not be retried. Try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      {retryable && (
        <Button
          variant="secondary"
          size="sm"
          disabled={isLoading}
          onClick={() => void handleRetry(false)}
        >
          {isLoading && !asking ? 'Retrying...' : 'Retry'}
        </Button>
      )}
      {unknown.length > 0 && (
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          Retry anyway
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title="Publish again?"
          description={`We could not tell whether ${unknown.join(' and ')} published this post. Check the account first: if it is there, retrying posts it twice.`}
          confirmLabel="Publish Again"
          pendingLabel="Retrying..."
          isPending={isLoading}
          onConfirm={() => void handleRetry(true)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

export interface DraftActionsProps {
  post: ScheduledPost;
  /** Opens the draft in the editor (to give it a time or platforms). */
  onEdit: () => void;
}

/**
 * A draft's own buttons: Schedule (at the time it was given), Post Now, and Delete (asks
 * first). What the draft lacks (a time, a platform) comes back as a toast naming it.
 */
export function DraftActions({ post, onEdit }: DraftActionsProps) {
  const [asking, setAsking] = useState(false);
  const [schedule, scheduling] = useScheduleDraftMutation();
  const [postNow, posting] = usePostDraftNowMutation();
  const [remove, removing] = useDeleteDraftMutation();
  if (post.status !== 'draft') return null;
  const busy = scheduling.isLoading || posting.isLoading || removing.isLoading;

  async function handleSchedule() {
    if (!post.scheduledTime) {
      toast({
        title: 'Choose a Time First',
        description: 'Edit the draft and set when it should go out, then schedule it.',
        variant: 'destructive',
      });
      onEdit();
      return;
    }
    try {
      await schedule({ id: post.id }).unwrap();
      toast({
        title: 'Draft Scheduled',
        description: `It goes out ${formatPostTime(post.scheduledTime)}.`,
      });
    } catch (error) {
      toast({
        title: 'Scheduling Failed',
        description: apiErrorMessage(error, 'The draft could not be scheduled. Try again.'),
        variant: 'destructive',
      });
    }
  }

  async function handlePostNow() {
    try {
      toast(postNowToast(await postNow(post.id).unwrap()));
    } catch (error) {
      toast({
        title: 'Posting Failed',
        description: apiErrorMessage(error, 'The draft could not be posted. Try again.'),
        variant: 'destructive',
      });
    }
  }

  async function handleDelete() {
    try {
      await remove(post.id).unwrap();
      setAsking(false);
      toast({ title: 'Draft Deleted', description: 'The draft has been deleted.' });
    } catch (error) {
      setAsking(false);
      toast({
        title: 'Could Not Delete',
        description: apiErrorMessage(error, 'The draft could not be deleted. Try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => void handleSchedule()}>
        {scheduling.isLoading ? 'Scheduling...' : 'Schedule'}
      </Button>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => void handlePostNow()}>
        {posting.isLoading ? 'Posting...' : 'Post Now'}
      </Button>
      <IconButton variant="ghost" label="Delete this draft" onClick={() => setAsking(true)}>
        <TrashIcon />
      </IconButton>
      {asking && (
        <ConfirmDialog
          title="Delete this draft?"
          description="It was never published; deleting it cannot be undone."
          confirmLabel="Delete Draft"
          cancelLabel="Keep Draft"
          pendingLabel="Deleting..."
          isPending={removing.isLoading}
          onConfirm={() => void handleDelete()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
