import { useId, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { controlStyles } from './FormField';
import { defineIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

const SearchIcon = defineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

const StyledWrapper = styled.div`
  position: relative;
  width: 100%;
  max-width: 420px;
  color: ${({ theme }) => theme.color.inkMuted};

  svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space(3.5)};
    transform: translateY(-50%);
    pointer-events: none;
  }
`;

const StyledInput = styled.input`
  ${controlStyles}
  padding-left: ${({ theme }) => theme.space(11)};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export interface SearchFieldProps {
  /** The accessible name, e.g. "Search companies". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Id of the element that shows the results, so screen readers can find them. */
  controls?: string;
}

/** A search box that filters as you type (no submit): a labelled `type="search"` input. */
export function SearchField({ label, placeholder, value, onChange, controls }: SearchFieldProps) {
  const id = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange(event.target.value);
  }

  return (
    <StyledWrapper>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <SearchIcon />
      <StyledInput
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={handleChange}
        aria-controls={controls}
        autoComplete="off"
        spellCheck={false}
      />
    </StyledWrapper>
  );
}
