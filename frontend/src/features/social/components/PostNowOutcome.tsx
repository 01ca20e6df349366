import type { PostNowResponse } from '@sandglass/shared';
import { styled } from 'styled-components';
import { myPosts, useScheduledPostsQuery } from '../socialApi';
import { DeliveryOutcomes, type Outcome } from './DeliveryOutcomes';

const StyledOutcome = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-left: 4px solid ${({ theme }) => theme.color.sand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.md};
`;

export interface PostNowOutcomeProps {
  response: PostNowResponse;
}

/**
 * Where the post just sent stands on each platform. Deliveries the server had not finished
 * when it answered keep changing: the post in the cached list is patched by the event stream,
 * so this follows it there once the list has it.
 */
export function PostNowOutcome({ response }: PostNowOutcomeProps) {
  const { post } = useScheduledPostsQuery(myPosts(), {
    selectFromResult: ({ data }) => ({
      post: data?.posts.find((item) => item.id === response.postId),
    }),
  });
  const outcomes: Outcome[] = post
    ? post.deliveries
    : response.results.map((result) => ({ ...result }));
  return (
    <StyledOutcome aria-labelledby="post-now-outcome-title" aria-live="polite">
      <StyledTitle id="post-now-outcome-title">Post Now results</StyledTitle>
      <DeliveryOutcomes outcomes={outcomes} label="Where the post went" />
    </StyledOutcome>
  );
}
