import { useId, type ReactNode } from 'react';
import { css, styled } from 'styled-components';

const StyledField = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const StyledLabel = styled.label`
  color: ${({ theme }) => theme.field.label};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.field.hint};
`;

const StyledError = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.field.error};
`;

/**
 * The look of every text-like control (input, textarea, select), so fields line up. Its colours
 * are set here, never inherited: a field on a night band stays ink on white (see NightSurface).
 */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3.5)}`};
  border: 1px solid ${({ theme }) => theme.field.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.field.background};
  color: ${({ theme }) => theme.field.text};
  transition: border-color ${({ theme }) => theme.motion.fast} ease;
  /* Focused or scrolled to, the field shows with its label above it, below the sticky header
     (the page's scroll-padding is the header's height, measured by SiteHeader). */
  scroll-margin-top: ${({ theme }) => theme.space(10)};

  &::placeholder {
    color: ${({ theme }) => theme.field.placeholder};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.field.hoverBorder};
  }

  &:focus-visible {
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.focus};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Renders the control with the given props spread onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, one control, an optional hint and error, wired together for screen readers. */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </StyledField>
  );
}
