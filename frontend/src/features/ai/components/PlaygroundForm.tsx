import { Children, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { GenerateActions } from './GenerateActions';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const StyledFieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export interface PlaygroundFormProps {
  label: string;
  /** The submit button's words, and its words while the answer streams. */
  submitLabel: string;
  pendingLabel?: string;
  /** Input invalid: the button stays disabled and Ctrl+Enter does nothing. */
  disabled?: boolean;
  /** The values it cannot do without: while any is blank, it is disabled as above. */
  required?: readonly string[];
  /** The first two fields side by side from small screens up (a name and its category, say). */
  pairFirstFields?: boolean;
  isStreaming: boolean;
  onStop: () => void;
  /** Called only when the input is complete and no answer is streaming. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A playground tab's form, its fields then Generate (and Stop while an answer streams): submits
 * on its button, or with Ctrl+Enter (⌘+Enter) from any field.
 */
export function PlaygroundForm({
  label,
  submitLabel,
  pendingLabel = 'Generating...',
  disabled: invalid = false,
  required = [],
  pairFirstFields = false,
  isStreaming,
  onStop,
  onSubmit,
  children,
}: PlaygroundFormProps) {
  const disabled = invalid || required.some((value) => value.trim() === '');
  const fields = Children.toArray(children);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!disabled && !isStreaming) onSubmit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  }

  return (
    <StyledForm aria-label={label} onSubmit={handleSubmit} onKeyDown={handleKeyDown} noValidate>
      {pairFirstFields ? (
        <>
          <StyledFieldRow>{fields.slice(0, 2)}</StyledFieldRow>
          {fields.slice(2)}
        </>
      ) : (
        children
      )}
      <GenerateActions
        label={submitLabel}
        pendingLabel={pendingLabel}
        disabled={disabled}
        isStreaming={isStreaming}
        onStop={onStop}
      />
    </StyledForm>
  );
}
