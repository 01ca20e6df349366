import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';

/** A secret shown this once (an API token, a webhook signing secret), with a copy button. */
export function SecretOnce({
  label,
  secret,
  onDone,
}: {
  label: string;
  secret: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast({ title: 'Copied to clipboard' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the text and copy it yourself.',
        variant: 'destructive',
      });
    }
  }
  return (
    <StyledSecret role="status" aria-live="polite">
      <strong>{label}</strong>
      <p>Copy it now: it is shown only once. Anyone who has it can use it.</p>
      <StyledSecretValue
        readOnly
        value={secret}
        aria-label={label}
        data-testid="secret-once"
        onFocus={(event) => event.currentTarget.select()}
      />
      <StyledRow>
        <Button size="sm" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          I have saved it
        </Button>
      </StyledRow>
    </StyledSecret>
  );
}

/** A group of checkboxes with a legend (the scopes of a token, the events of an endpoint). */
export function CheckboxGroup<Value extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  name,
}: {
  legend: string;
  options: readonly { value: Value; label: string; hint?: string }[];
  value: readonly Value[];
  onChange: (next: Value[]) => void;
  error?: string;
  name: string;
}) {
  const errorId = `${name}-error`;
  return (
    <StyledFieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <StyledCheck key={option.value}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? [...value, option.value]
                  : value.filter((item) => item !== option.value),
              )
            }
          />
          <span>
            <code>{option.label}</code>
            {option.hint && <small>{option.hint}</small>}
          </span>
        </StyledCheck>
      ))}
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </StyledFieldset>
  );
}

export function Meta({ children }: { children: ReactNode }) {
  return <StyledMeta>{children}</StyledMeta>;
}

export function formatTime(iso: string | null, none: string): string {
  return iso ? new Date(iso).toLocaleString() : none;
}

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

export const StyledList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(6)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const StyledItem = styled.li`
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledForm = styled.form`
  display: grid;
  min-width: 0;
  overflow-wrap: anywhere;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledSecret = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.color.sand};
  border-radius: ${({ theme }) => theme.radius.md};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledSecretValue = styled.input`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${({ theme }) => theme.fontSize.sm};
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.ink};
`;

const StyledFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const StyledCheck = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  cursor: pointer;

  input {
    margin-top: ${({ theme }) => theme.space(1)};
    width: 1.1rem;
    height: 1.1rem;
    flex: none;
  }

  span {
    display: grid;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
