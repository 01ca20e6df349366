import { PLATFORM_DISPLAY_NAME, type SocialPlatform } from '@sandglass/shared';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { formatPostTime } from '../postTime';
import { useRequeueOfferQuery, useRequeuePostsMutation } from '../socialApi';

const StyledPosts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space(0.5)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
  }

  time {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }

  p {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export interface RequeueOfferProps {
  /** The platform just connected again. */
  platform: SocialPlatform;
  onDone: () => void;
}

/**
 * After reconnecting an account: the scheduled posts whose delivery to it failed while it was
 * disconnected (their time still ahead), offered to be queued again, each for its own time.
 * Shows nothing when there are none.
 */
export function RequeueOffer({ platform, onDone }: RequeueOfferProps) {
  const offer = useRequeueOfferQuery(platform);
  const [requeue, { isLoading }] = useRequeuePostsMutation();
  const posts = offer.data?.posts ?? [];
  const name = PLATFORM_DISPLAY_NAME[platform];
  if (posts.length === 0) return null;

  async function handleRequeue() {
    try {
      const done = await requeue(platform).unwrap();
      const count = done.posts.length;
      toast({
        title: 'Posts Queued Again',
        description: `${count} ${count === 1 ? 'post' : 'posts'} will go out on ${name} at ${count === 1 ? 'its' : 'their'} scheduled time.`,
      });
    } catch (error) {
      toast({
        title: 'Could Not Queue Again',
        description: apiErrorMessage(
          error,
          `The posts could not be queued for ${name}. Try again.`,
        ),
        variant: 'destructive',
      });
    }
    onDone();
  }

  const count = posts.length;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onDone()}
      title={`Queue ${count === 1 ? 'this post' : `these ${count} posts`} for ${name} again?`}
      description={`While ${name} was disconnected, ${count === 1 ? 'this scheduled post' : 'these scheduled posts'} lost ${count === 1 ? 'its' : 'their'} ${name} delivery. Queued again, each goes out at its scheduled time, not now.`}
    >
      <StyledPosts aria-label={`Scheduled posts to queue for ${name} again`}>
        {posts.map((post) => (
          <li key={post.id}>
            <time dateTime={post.scheduledTime ?? undefined}>
              {formatPostTime(post.scheduledTime)}
            </time>
            <p title={post.content.text}>{post.content.text}</p>
          </li>
        ))}
      </StyledPosts>
      <DialogClose asChild>
        <Button variant="secondary">Not Now</Button>
      </DialogClose>
      <Button onClick={() => void handleRequeue()} disabled={isLoading}>
        {isLoading ? 'Queueing...' : 'Queue Again'}
      </Button>
    </Dialog>
  );
}
