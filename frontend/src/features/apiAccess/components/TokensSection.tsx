import {
  API_SCOPE_DESCRIPTIONS,
  API_SCOPES,
  type ApiScope,
  type ApiTokenSummary,
  type CreatedApiToken,
} from '@sandglass/shared';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryState } from '../../../ui/QueryState';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastStore';
import {
  useApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
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

const EXPIRY_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
  { value: 'never', label: 'No expiry' },
] as const;

const SCOPE_OPTIONS = API_SCOPES.map((scope) => ({
  value: scope,
  label: scope,
  hint: API_SCOPE_DESCRIPTIONS[scope],
}));

/** Personal API tokens: make one (its secret shown once), see when each was last used, revoke. */
export function TokensSection() {
  const tokens = useApiTokensQuery();
  const [create, creating] = useCreateApiTokenMutation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [expiry, setExpiry] = useState('90');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenSummary | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = 'Name the token, so you know later what uses it.';
    if (scopes.length === 0) problems.scopes = 'Choose at least one scope.';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const token = await create({
        name: name.trim(),
        scopes,
        expiresInDays: expiry === 'never' ? null : Number(expiry),
      }).unwrap();
      setCreated(token);
      setName('');
      setScopes([]);
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) {
        toast({
          title: 'The token was not made',
          description: apiErrorMessage(error, 'Check your connection and try again.'),
          variant: 'destructive',
        });
      }
    }
  }

  return (
    <Card aria-labelledby="api-tokens-title">
      <CardTitle id="api-tokens-title">API tokens</CardTitle>
      <CardDescription>
        Call the API as yourself from scripts and other tools: send{' '}
        <code>Authorization: Bearer sgv_…</code>. A token can do what its scopes allow, and never
        more than your account may. It cannot manage your account, tokens or webhooks.
      </CardDescription>

      <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-label="New API token">
        <TextField
          label="Name"
          name="name"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          hint="What will use it, e.g. “Zapier” or “Reporting script”."
        />
        <CheckboxGroup
          legend="Scopes"
          name="scopes"
          options={SCOPE_OPTIONS}
          value={scopes}
          onChange={setScopes}
          error={errors.scopes}
        />
        <SelectField
          label="Expires"
          name="expiresInDays"
          options={EXPIRY_OPTIONS}
          value={expiry}
          onChange={(event) => setExpiry(event.currentTarget.value)}
          error={errors.expiresInDays}
        />
        <StyledRow>
          <Button type="submit" disabled={creating.isLoading}>
            {creating.isLoading ? 'Creating...' : 'Create token'}
          </Button>
        </StyledRow>
      </StyledForm>

      {created && (
        <SecretOnce
          label={`Your new token “${created.name}”`}
          secret={created.token}
          onDone={() => setCreated(null)}
        />
      )}

      <QueryState
        isLoading={tokens.isLoading}
        error={tokens.error}
        onRetry={() => void tokens.refetch()}
        loadingMessage="Loading your API tokens..."
        errorMessage="Your API tokens could not be loaded."
        isEmpty={tokens.data?.length === 0}
        emptyMessage="You have no API tokens yet."
      >
        <StyledList aria-label="Your API tokens">
          {tokens.data?.map((token) => (
            <StyledItem key={token.id}>
              <StyledRow>
                <strong>{token.name}</strong>
                <code>{token.prefix}…</code>
              </StyledRow>
              <StyledRow>
                {token.scopes.map((scope) => (
                  <Badge key={scope} variant="sand">
                    {scope}
                  </Badge>
                ))}
              </StyledRow>
              <Meta>
                Created {formatTime(token.createdAt, '')} · Expires{' '}
                {formatTime(token.expiresAt, 'never')} · Last used{' '}
                {formatTime(token.lastUsedAt, 'never')}
              </Meta>
              <StyledRow>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setRevoking(token)}
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              </StyledRow>
            </StyledItem>
          ))}
        </StyledList>
      </QueryState>

      {revoking && <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />}
    </Card>
  );
}

function RevokeDialog({ token, onClose }: { token: ApiTokenSummary; onClose: () => void }) {
  const [revoke, revoking] = useRevokeApiTokenMutation();
  async function confirm() {
    try {
      await revoke(token.id).unwrap();
      toast({ title: `“${token.name}” was revoked` });
      onClose();
    } catch (error) {
      toast({
        title: 'The token was not revoked',
        description: apiErrorMessage(error, 'Check your connection and try again.'),
        variant: 'destructive',
      });
    }
  }
  return (
    <ConfirmDialog
      title={`Revoke “${token.name}”?`}
      description="Everything using it is refused within seconds. This cannot be undone."
      confirmLabel="Revoke"
      pendingLabel="Revoking..."
      isPending={revoking.isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
