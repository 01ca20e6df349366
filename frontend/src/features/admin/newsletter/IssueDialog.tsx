import {
  NEWSLETTER_RECIPIENT_STATUSES,
  type NewsletterIssue,
  type NewsletterRecipientStatus,
} from '@sandglass/shared';
import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { FilterButtons, type FilterOption } from '../../../ui/FilterButtons';
import { QueryState } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastStore';
import {
  useCancelIssueMutation,
  useIssueQuery,
  useIssueRecipientsQuery,
  useSendIssueMutation,
  useTestIssueMutation,
} from '../../newsletter';
import { formatDateTime } from '../adminText';
import { countLabel } from '../../../lib/countLabel';
import { capitalize } from '../statusLabels';
import { countsSentence, progressPercent, scheduledInstant } from './issueForm';

/** How often a sending issue's counts are read again while its dialog is open. */
export const PROGRESS_POLL_MS = 2_000;

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  width: 100%;
`;

const StyledBlock = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.line};

  h3 {
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 600;
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};

  > :first-child {
    flex: 1 1 14rem;
  }
`;

const StyledProgress = styled.progress`
  width: 100%;
  height: 12px;
  accent-color: ${({ theme }) => theme.color.sandDeep};
`;

const StyledMuted = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-height: 14rem;
  overflow-y: auto;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

type RecipientFilter = 'all' | NewsletterRecipientStatus;
const RECIPIENT_FILTERS: FilterOption<RecipientFilter>[] = [
  { value: 'all', label: 'All' },
  ...NEWSLETTER_RECIPIENT_STATUSES.map((status) => ({ value: status, label: capitalize(status) })),
];

function toastFailure(title: string, error: unknown) {
  toast({
    title,
    description: apiErrorMessage(error, 'Try again in a moment.'),
    variant: 'destructive',
  });
}

/** Test sends and sending (now or scheduled) of a draft. */
function DraftActions({ issue }: { issue: NewsletterIssue }) {
  const [send, sending] = useSendIssueMutation();
  const [when, setWhen] = useState('');
  const [whenError, setWhenError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  async function sendNow() {
    try {
      const sent = await send({ id: issue.id }).unwrap();
      const { recipients } = sent.counts;
      toast(
        recipients === 0
          ? {
              title: 'Nobody to send to',
              description: 'There are no confirmed subscribers yet, so nothing was sent.',
            }
          : {
              title: 'The issue is going out',
              description: `${countLabel(recipients, 'confirmed subscriber', 'confirmed subscribers')} will each receive it once.`,
            },
      );
      setConfirming(false);
    } catch (error) {
      toastFailure('Could not send the issue', error);
    }
  }

  async function schedule(event: FormEvent) {
    event.preventDefault();
    const scheduledAt = scheduledInstant(when);
    if (!scheduledAt) {
      setWhenError('Choose a date and time.');
      return;
    }
    try {
      await send({ id: issue.id, scheduledAt }).unwrap();
      toast({
        title: 'Issue scheduled',
        description: `It goes out ${formatDateTime(scheduledAt)}.`,
      });
    } catch (error) {
      setWhenError(apiErrorMessage(error, 'The issue could not be scheduled.'));
    }
  }

  return (
    <>
      <StyledBlock onSubmit={(event) => event.preventDefault()} aria-label="Send now">
        <h3>Send now</h3>
        <StyledMuted>
          Every confirmed subscriber at this moment receives it once; someone who confirms later
          waits for the next issue.
        </StyledMuted>
        {confirming ? (
          <Alert variant="info" title="Send to every confirmed subscriber?">
            An issue goes out only once and cannot be taken back.{' '}
            <Button size="sm" onClick={() => void sendNow()} disabled={sending.isLoading}>
              {sending.isLoading ? 'Sending...' : 'Yes, send it'}
            </Button>{' '}
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              Not yet
            </Button>
          </Alert>
        ) : (
          <div>
            <Button onClick={() => setConfirming(true)}>Send now</Button>
          </div>
        )}
      </StyledBlock>
      <StyledBlock onSubmit={(event) => void schedule(event)} noValidate aria-label="Schedule">
        <h3>Schedule</h3>
        <StyledRow>
          <TextField
            label="Send at (your time)"
            type="datetime-local"
            value={when}
            error={whenError}
            onChange={(event) => {
              setWhen(event.target.value);
              setWhenError(undefined);
            }}
          />
          <Button type="submit" variant="secondary" disabled={sending.isLoading}>
            Schedule
          </Button>
        </StyledRow>
      </StyledBlock>
    </>
  );
}

function TestSend({ issue }: { issue: NewsletterIssue }) {
  const [test, testing] = useTestIssueMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setError('Enter the address to send the test to.');
      return;
    }
    try {
      const answer = await test({ id: issue.id, email: email.trim() }).unwrap();
      toast({ title: 'Test sent', description: answer.message });
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The test could not be sent.'));
    }
  }

  return (
    <StyledBlock onSubmit={(event) => void submit(event)} noValidate aria-label="Send a test">
      <h3>Send a test</h3>
      <StyledRow>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          hint="One mail, “[Test]” before the subject; its unsubscribe link unsubscribes nobody."
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" disabled={testing.isLoading}>
          {testing.isLoading ? 'Sending...' : 'Send test'}
        </Button>
      </StyledRow>
    </StyledBlock>
  );
}

/** How far a send has come, read again every 2 s while it goes out. */
function Progress({ issue }: { issue: NewsletterIssue }) {
  const labelId = useId();
  const [filter, setFilter] = useState<RecipientFilter>('all');
  const recipients = useIssueRecipientsQuery(
    { id: issue.id, page: 1, pageSize: 50, ...(filter === 'all' ? {} : { status: filter }) },
    { pollingInterval: issue.status === 'sending' ? PROGRESS_POLL_MS : 0 },
  );
  const percent = progressPercent(issue.counts);
  return (
    <StyledBlock as="section" aria-labelledby={labelId}>
      <h3 id={labelId}>{issue.status === 'sending' ? 'Sending' : 'Sent'}</h3>
      <StyledProgress max={100} value={percent} aria-label={`Sent to ${percent}% of recipients`} />
      <p role="status">{countsSentence(issue.counts)}</p>
      <StyledMuted>
        Started {formatDateTime(issue.sendingStartedAt)}
        {issue.sentAt ? `, finished ${formatDateTime(issue.sentAt)}` : ''}. Opens are not tracked.
      </StyledMuted>
      <FilterButtons
        label="Show recipients"
        options={RECIPIENT_FILTERS}
        value={filter}
        onChange={setFilter}
      />
      <QueryState
        isLoading={recipients.isLoading}
        error={recipients.data ? undefined : recipients.error}
        onRetry={() => void recipients.refetch()}
        loadingMessage="Loading recipients..."
        errorMessage="The recipients could not be loaded."
        isEmpty={(recipients.data?.items ?? []).length === 0}
        emptyMessage="No recipients here."
      >
        <StyledList aria-label="Recipients">
          {(recipients.data?.items ?? []).map((recipient) => (
            <li key={recipient.id}>
              {recipient.email} — {capitalize(recipient.status)}
              {recipient.unsubscribedAt ? ', unsubscribed' : ''}
              {recipient.error ? ` (${recipient.error})` : ''}
            </li>
          ))}
        </StyledList>
        {(recipients.data?.total ?? 0) > 50 && (
          <StyledMuted>
            The first 50 of {recipients.data!.total.toLocaleString('en-US')}.
          </StyledMuted>
        )}
      </QueryState>
    </StyledBlock>
  );
}

export interface IssueDialogProps {
  issueId: string;
  onClose: () => void;
}

/** One issue: test it, send it now or schedule it, cancel a schedule, follow its progress. */
export function IssueDialog({ issueId, onClose }: IssueDialogProps) {
  const [polling, setPolling] = useState(false);
  const query = useIssueQuery(issueId, { pollingInterval: polling ? PROGRESS_POLL_MS : 0 });
  const [cancel, cancelling] = useCancelIssueMutation();
  const issue = query.data;
  const sending = issue?.status === 'sending';
  if (sending !== polling) setPolling(sending);

  async function cancelSchedule() {
    try {
      await cancel(issueId).unwrap();
      toast({ title: 'Schedule cancelled', description: 'The issue is a draft again.' });
    } catch (error) {
      toastFailure('Could not cancel the schedule', error);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={issue ? issue.subject : 'Newsletter issue'}
      description={
        issue?.status === 'scheduled'
          ? `Scheduled for ${formatDateTime(issue.scheduledAt)}.`
          : issue?.status === 'draft'
            ? 'A draft: send a test, then send it now or schedule it.'
            : 'Each confirmed subscriber of the moment it went out receives it once.'
      }
      size="lg"
    >
      <StyledBody>
        <QueryState
          isLoading={query.isLoading}
          error={query.data ? undefined : query.error}
          onRetry={() => void query.refetch()}
          loadingMessage="Loading the issue..."
          errorMessage="The issue could not be loaded."
        >
          {issue && (
            <>
              {issue.status === 'scheduled' && (
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => void cancelSchedule()}
                    disabled={cancelling.isLoading}
                  >
                    {cancelling.isLoading ? 'Cancelling...' : 'Cancel schedule'}
                  </Button>
                </div>
              )}
              {(issue.status === 'sending' || issue.status === 'sent') && (
                <Progress issue={issue} />
              )}
              <TestSend issue={issue} />
              {issue.status === 'draft' && <DraftActions issue={issue} />}
            </>
          )}
        </QueryState>
      </StyledBody>
    </Dialog>
  );
}
