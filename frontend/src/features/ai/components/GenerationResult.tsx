import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { toast } from '../../../ui/toastStore';
import type { PlaygroundEndpoint } from '../aiApi';
import type { GenerationState } from '../generationState';
import { formatSeconds, formatUsage, serverSentence } from '../playgroundText';

const StyledResult = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.paper};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledWaiting = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** The id of a tab's answer, which the history moves focus to when it reopens one there. */
export function resultId(endpoint: PlaygroundEndpoint): string {
  return `ai-result-${endpoint}`;
}

const STATUS_TEXT = {
  idle: '',
  streaming: 'Generating...',
  done: 'Done.',
  stopped: 'Stopped.',
  failed: 'Failed.',
} as const;

export interface GenerationResultProps {
  endpoint: PlaygroundEndpoint;
  heading: string;
  state: GenerationState;
  /** The spec's sentence for this kind of failure, e.g. "Failed to generate insight. ..." */
  failureMessage: string;
  /** What the Copy button copies. */
  copyText: string;
  /** Whether anything has arrived to show yet. */
  hasContent: boolean;
  /** The answer so far, rendered. */
  children: ReactNode;
  /** More actions for a finished answer (e.g. saving a blog draft). */
  actions?: ReactNode;
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied to clipboard' });
  } catch {
    toast({
      title: 'Could not copy',
      description: 'Select the text and copy it instead.',
      variant: 'destructive',
    });
  }
}

/**
 * Where an answer appears: as it streams in, then with its tokens, cost and time and a Copy
 * button; a stopped answer stays, marked as incomplete (or, stopped before the model wrote a
 * word, says so); a failure shows the spec's sentence
 * and the server's own when it gave one. Screen readers hear the status, not every piece.
 */
export function GenerationResult({
  endpoint,
  heading,
  state,
  failureMessage,
  copyText,
  hasContent,
  children,
  actions,
}: GenerationResultProps) {
  if (state.status === 'idle') return null;
  const detail = state.status === 'failed' ? serverSentence(state.error) : undefined;
  return (
    <StyledResult
      id={resultId(endpoint)}
      tabIndex={-1}
      aria-label={heading}
      aria-busy={state.status === 'streaming'}
    >
      <VisuallyHidden role="status">{STATUS_TEXT[state.status]}</VisuallyHidden>
      {state.status === 'failed' &&
        (detail ? <Alert title={failureMessage}>{detail}</Alert> : <Alert>{failureMessage}</Alert>)}
      {hasContent ? (
        <>
          <StyledHeader>
            <StyledHeading>{heading}</StyledHeading>
            {state.status !== 'streaming' && (
              <Button size="sm" variant="secondary" onClick={() => void copy(copyText)}>
                Copy
              </Button>
            )}
          </StyledHeader>
          {children}
        </>
      ) : (
        state.status === 'streaming' && <StyledWaiting>Waiting for the model...</StyledWaiting>
      )}
      {state.status === 'stopped' && (
        <StyledMeta>
          {hasContent
            ? 'Stopped. The answer above is incomplete.'
            : 'Stopped before the model wrote anything.'}
        </StyledMeta>
      )}
      {state.status === 'done' && state.done && (
        <StyledMeta>
          {formatUsage(state.done.usage)} · {formatSeconds(state.done.latencyMs)} ·{' '}
          {state.done.model}
        </StyledMeta>
      )}
      {state.status === 'done' && actions}
    </StyledResult>
  );
}
