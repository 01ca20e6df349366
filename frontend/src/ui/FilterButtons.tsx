import { styled } from 'styled-components';
import { toggleStyles } from './toggleStyles';

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledOption = styled.button`
  ${toggleStyles}
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease;
`;

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

export interface FilterButtonsProps<Value extends string> {
  /** What the buttons filter, for screen readers: "Filter by category". */
  label: string;
  options: readonly FilterOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A wrapping row of toggle buttons (aria-pressed), one of which is the current filter. */
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
