import {
  ADMIN_WEBHOOK_EVENTS,
  WEBHOOK_EVENTS,
  type WebhookEndpointBody,
  type WebhookEvent,
} from '@sandglass/shared';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryState } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastStore';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useRedeliverWebhookMutation,
  useTestWebhookMutation,
  useUpdateWebhookMutation,
  useWebhookDeliveriesQuery,
  useWebhooksQuery,
} from '../apiAccessApi';
import {
  CheckboxGroup,
  formatTime,
  Meta,
  SecretOnce,
  StyledForm,
  StyledItem,
  StyledList,
  StyledRow,
} from './parts';

const EVENT_HINTS: Record<WebhookEvent, string> = {
  'social.post.published': 'One of your posts went out on a platform.',
  'social.post.failed': 'One of your posts could not go out on a platform.',
  'social.account.disconnected': 'You disconnected a social account.',
  'social.account.needs_reconnect': 'A platform stopped accepting one of your social accounts.',
  'content.contact.received': 'A visitor sent the contact form (admins).',
  'content.application.received': 'Someone applied to a program (admins).',
  'newsletter.subscriber.confirmed': 'A newsletter subscriber confirmed (admins).',
  'newsletter.issue.sent': 'A newsletter issue went out (admins).',
};

const failed = (error: unknown, title: string) =>
  toast({
    title,
    description: apiErrorMessage(error, 'Check your connection and try again.'),
    variant: 'destructive',
  });

/**
 * Webhook endpoints: events signed per Standard Webhooks, retried for about a day. The signing
 * secret is shown once (when made or rotated); each endpoint's delivery log can redeliver.
 */
export function WebhooksSection({ isAdmin }: { isAdmin: boolean }) {
  const endpoints = useWebhooksQuery();
  const [create, creating] = useCreateWebhookMutation();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(null);
  const options = WEBHOOK_EVENTS.filter(
    (event) => isAdmin || !ADMIN_WEBHOOK_EVENTS.includes(event),
  ).map((event) => ({ value: event, label: event, hint: EVENT_HINTS[event] }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!url.trim())
      problems.url = 'Enter the full address of your endpoint, starting with https://.';
    if (events.length === 0) problems.events = 'Choose at least one event.';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const made = await create({
        url: url.trim(),
        events,
        ...(description.trim() ? { description: description.trim() } : {}),
      }).unwrap();
      setSecret({ label: `Signing secret for ${made.url}`, value: made.secret ?? '' });
      setUrl('');
      setDescription('');
      setEvents([]);
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) failed(error, 'The endpoint was not added');
    }
  }

  return (
    <Card aria-labelledby="webhooks-title">
      <CardTitle id="webhooks-title">Webhooks</CardTitle>
      <CardDescription>
        We POST <code>{'{type, timestamp, data}'}</code> to your https endpoint, signed per Standard
        Webhooks (<code>webhook-id</code>, <code>webhook-timestamp</code>,{' '}
        <code>webhook-signature</code>), and retry for about a day while it fails.
      </CardDescription>

      <StyledForm
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="New webhook endpoint"
      >
        <TextField
          label="Endpoint URL"
          name="url"
          type="url"
          inputMode="url"
          maxLength={2000}
          placeholder="https://hooks.example.com/sandglass"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={errors.url}
        />
        <CheckboxGroup
          legend="Events"
          name="events"
          options={options}
          value={events}
          onChange={setEvents}
          error={errors.events}
        />
        <TextField
          label="Description (optional)"
          name="description"
          maxLength={200}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
        />
        <StyledRow>
          <Button type="submit" disabled={creating.isLoading}>
            {creating.isLoading ? 'Adding...' : 'Add endpoint'}
          </Button>
        </StyledRow>
      </StyledForm>

      {secret && (
        <SecretOnce label={secret.label} secret={secret.value} onDone={() => setSecret(null)} />
      )}

      <QueryState
        isLoading={endpoints.isLoading}
        error={endpoints.error}
        onRetry={() => void endpoints.refetch()}
        loadingMessage="Loading your webhook endpoints..."
        errorMessage="Your webhook endpoints could not be loaded."
        isEmpty={endpoints.data?.length === 0}
        emptyMessage="You have no webhook endpoints yet."
      >
        <StyledList aria-label="Your webhook endpoints">
          {endpoints.data?.map((endpoint) => (
            <EndpointItem
              key={endpoint.id}
              endpoint={endpoint}
              onSecret={(value) =>
                setSecret({ label: `New signing secret for ${endpoint.url}`, value })
              }
            />
          ))}
        </StyledList>
      </QueryState>
    </Card>
  );
}

function EndpointItem({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpointBody;
  onSecret: (secret: string) => void;
}) {
  const [update, updating] = useUpdateWebhookMutation();
  const [test, testing] = useTestWebhookMutation();
  const [showLog, setShowLog] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const logId = `deliveries-${endpoint.id}`;

  async function change(body: { enabled?: boolean; rotateSecret?: true }, what: string) {
    try {
      const changed = await update({ id: endpoint.id, ...body }).unwrap();
      if (changed.secret) onSecret(changed.secret);
      else toast({ title: what });
    } catch (error) {
      failed(error, 'The endpoint was not changed');
    }
  }

  async function sendTest() {
    try {
      await test(endpoint.id).unwrap();
      toast({ title: 'Test event sent', description: 'Its attempts show in the delivery log.' });
      setShowLog(true);
    } catch (error) {
      failed(error, 'The test event was not sent');
    }
  }

  return (
    <StyledItem>
      <StyledRow>
        <strong>{endpoint.url}</strong>
        <Badge variant={endpoint.enabled ? 'success' : 'danger'}>
          {endpoint.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
      </StyledRow>
      {endpoint.description && <Meta>{endpoint.description}</Meta>}
      {endpoint.disabledReason && <Meta>Disabled: {endpoint.disabledReason}</Meta>}
      <StyledRow>
        {endpoint.events.map((event) => (
          <Badge key={event} variant="sand">
            {event}
          </Badge>
        ))}
      </StyledRow>
      <StyledRow>
        <Button
          size="sm"
          variant="secondary"
          disabled={updating.isLoading}
          onClick={() =>
            void change(
              { enabled: !endpoint.enabled },
              endpoint.enabled ? 'Endpoint disabled' : 'Endpoint enabled',
            )
          }
        >
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={testing.isLoading}
          onClick={() => void sendTest()}
        >
          {testing.isLoading ? 'Sending...' : 'Send test'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={updating.isLoading}
          onClick={() => void change({ rotateSecret: true }, 'Secret rotated')}
        >
          Rotate secret
        </Button>
        <Button size="sm" variant="danger" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </StyledRow>
      {showLog && <DeliveryLog id={logId} endpointId={endpoint.id} />}
      {deleting && <DeleteDialog endpoint={endpoint} onClose={() => setDeleting(false)} />}
    </StyledItem>
  );
}

function DeliveryLog({ id, endpointId }: { id: string; endpointId: string }) {
  const log = useWebhookDeliveriesQuery(endpointId);
  const [redeliver, redelivering] = useRedeliverWebhookMutation();
  async function again(deliveryId: string) {
    try {
      await redeliver({ id: endpointId, deliveryId }).unwrap();
      toast({ title: 'Sent again, with the same webhook-id' });
    } catch (error) {
      failed(error, 'The delivery was not sent again');
    }
  }
  return (
    <div id={id}>
      <StyledRow>
        <strong>Delivery log</strong>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void log.refetch()}
          disabled={log.isFetching}
        >
          {log.isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </StyledRow>
      <QueryState
        isLoading={log.isLoading}
        error={log.error}
        onRetry={() => void log.refetch()}
        loadingMessage="Loading the deliveries..."
        errorMessage="The deliveries could not be loaded."
        isEmpty={log.data?.length === 0}
        emptyMessage="Nothing has been sent to this endpoint yet."
      >
        <StyledList aria-label="Deliveries">
          {log.data?.map((delivery) => (
            <StyledItem key={delivery.id}>
              <StyledRow>
                <code>{delivery.type}</code>
                <Badge
                  variant={
                    delivery.status === 'succeeded'
                      ? 'success'
                      : delivery.status === 'failed'
                        ? 'danger'
                        : 'info'
                  }
                >
                  {delivery.status}
                </Badge>
              </StyledRow>
              <Meta>
                webhook-id <code>{delivery.messageId}</code>
              </Meta>
              <ol>
                {delivery.attempts.map((attempt) => (
                  <li key={attempt.at}>
                    <Meta>
                      {formatTime(attempt.at, '')}: {attempt.statusCode ?? 'no answer'} in{' '}
                      {attempt.durationMs} ms
                      {attempt.error ? ` — ${attempt.error}` : ''}
                      {attempt.nextRetryAt
                        ? ` · next try ${formatTime(attempt.nextRetryAt, '')}`
                        : ''}
                    </Meta>
                  </li>
                ))}
              </ol>
              <StyledRow>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={redelivering.isLoading || delivery.status === 'delivering'}
                  onClick={() => void again(delivery.id)}
                >
                  Redeliver
                </Button>
              </StyledRow>
            </StyledItem>
          ))}
        </StyledList>
      </QueryState>
    </div>
  );
}

function DeleteDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointBody;
  onClose: () => void;
}) {
  const [remove, removing] = useDeleteWebhookMutation();
  async function confirm() {
    try {
      await remove(endpoint.id).unwrap();
      toast({ title: 'Endpoint deleted' });
      onClose();
    } catch (error) {
      failed(error, 'The endpoint was not deleted');
    }
  }
  return (
    <ConfirmDialog
      title="Delete this endpoint?"
      description={`No more events go to ${endpoint.url}, and its delivery log is deleted.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      isPending={removing.isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
