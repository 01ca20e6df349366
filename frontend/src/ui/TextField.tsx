import type { ComponentProps } from 'react';
import { styled } from 'styled-components';
import { controlStyles, FormField } from './FormField';

const StyledInput = styled.input`
  ${controlStyles}
`;

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ label, hint, error, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => <StyledInput {...control} {...inputProps} />}
    </FormField>
  );
}
