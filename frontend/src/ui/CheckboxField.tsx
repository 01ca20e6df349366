import { useId, type ComponentProps, type ReactNode } from 'react';
import { styled } from 'styled-components';

const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledCheck = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 600;
  cursor: pointer;

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.color.night};
    cursor: pointer;
  }

  input:disabled {
    cursor: not-allowed;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  padding-left: calc(20px + ${({ theme }) => theme.space(3)});
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  label: ReactNode;
  /** A sentence under the box, tied to it for screen readers. */
  hint?: ReactNode;
  onChange: (checked: boolean) => void;
};

/** A checkbox with its label beside it and, under both, a hint tied to it for screen readers. */
export function CheckboxField({ label, hint, onChange, ...inputProps }: CheckboxFieldProps) {
  const hintId = useId();
  return (
    <StyledField>
      <StyledCheck>
        <input
          type="checkbox"
          {...inputProps}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </StyledCheck>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
    </StyledField>
  );
}
