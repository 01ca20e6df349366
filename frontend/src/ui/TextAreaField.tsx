import type { ComponentProps } from 'react';
import { styled } from 'styled-components';
import { controlStyles, FormField } from './FormField';

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

/** A labelled multi-line input whose hint and error are tied to it for screen readers. */
export function TextAreaField({
  label,
  hint,
  error,
  rows = 4,
  ...textAreaProps
}: TextAreaFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => <StyledTextArea rows={rows} {...control} {...textAreaProps} />}
    </FormField>
  );
}
