import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { styled } from 'styled-components';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

export const StyledFieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export interface PlaygroundFormProps {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** A playground tab's form: submits on its button, or with Ctrl+Enter (⌘+Enter) from any field. */
export function PlaygroundForm({ label, onSubmit, children }: PlaygroundFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  }

  return (
    <StyledForm aria-label={label} onSubmit={handleSubmit} onKeyDown={handleKeyDown} noValidate>
      {children}
    </StyledForm>
  );
}
