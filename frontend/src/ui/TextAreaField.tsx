import type { ComponentProps } from 'react';
import { styled } from 'styled-components';
import { controlStyles, FormField, useFieldCount } from './FormField';

const StyledTextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeight.body};
`;

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
};

/**
 * A labelled multi-line input whose hint and error are tied to it for screen readers; with a
 * `maxLength`, a character count shows as the text nears it.
 */
export function TextAreaField({
  label,
  hint,
  error,
  rows = 4,
  ...textAreaProps
}: TextAreaFieldProps) {
  const { count, onChange } = useFieldCount(textAreaProps);
  return (
    <FormField label={label} hint={hint} error={error} count={count}>
      {(control) => (
        <StyledTextArea rows={rows} {...control} {...textAreaProps} onChange={onChange} />
      )}
    </FormField>
  );
}
