import type { ComponentProps } from 'react';
import { styled } from 'styled-components';
import { controlStyles, FormField } from './FormField';

const StyledSelect = styled.select`
  ${controlStyles}
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a category", for a field with no value yet. */
  placeholder?: string;
  hint?: string;
  error?: string;
};

/** A labelled native select (keyboard and screen-reader behaviour come from the browser). */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <StyledSelect {...control} {...selectProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
      )}
    </FormField>
  );
}
