import { styled } from 'styled-components';

const StyledGroup = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledOption = styled.button`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

export interface FilterButtonsProps<Value extends string> {
  /** What the buttons filter, for screen readers: "Show messages". */
  label: string;
  options: readonly FilterOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A row of toggle buttons of which one is pressed: the list's current filter. */
export function FilterButtons<Value extends string>({
  label,
  options,
  value,
  onChange,
}: FilterButtonsProps<Value>) {
  return (
    <StyledGroup role="group" aria-label={label}>
      {options.map((option) => (
        <StyledOption
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </StyledOption>
      ))}
    </StyledGroup>
  );
}
