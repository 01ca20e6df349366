import type { ComponentProps } from 'react';
import { styled } from 'styled-components';
import { controlStyles, FormField, useFieldCount } from './FormField';

const StyledInput = styled.input`
  ${controlStyles}
`;

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
};

/**
 * A labelled input whose hint and error are tied to it for screen readers; with a `maxLength`,
 * a character count shows as the text nears it.
 */
export function TextField({ label, hint, error, ...inputProps }: TextFieldProps) {
  const { count, onChange } = useFieldCount(inputProps);
  return (
    <FormField label={label} hint={hint} error={error} count={count}>
      {(control) => <StyledInput {...control} {...inputProps} onChange={onChange} />}
    </FormField>
  );
}
