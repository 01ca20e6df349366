import type { SocialPlatform } from '@sandglass/shared';
import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { controlStyles, FieldError } from '../../../ui/FormField';
import { CharacterCounts } from './CharacterCounts';

const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledLabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  label {
    font-weight: 600;
  }
`;

const StyledTextArea = styled.textarea<{ $tall: boolean }>`
  ${controlStyles}
  min-height: ${({ $tall }) => ($tall ? '10rem' : '8rem')};
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeight.body};
`;

export interface PostTextFieldProps {
  value: string;
  onChange: (text: string) => void;
  /** The chosen platforms, counted against. */
  platforms: readonly SocialPlatform[];
  /** With campaign links on, the site's address: its links are counted tagged. */
  campaignSite: string | null;
  /** Why the text cannot be sent (blank), shown under it. */
  error?: string;
  /** Beside the label (Generate with AI). */
  action?: ReactNode;
  placeholder?: string;
  /** The Create Post tab's taller box. */
  tall?: boolean;
}

/**
 * "Post content": the text, its live count against each chosen platform as the API counts it,
 * and its problem. Its control is named `text` (ComposerField), for focusFirstProblem.
 */
export function PostTextField({
  value,
  onChange,
  platforms,
  campaignSite,
  error,
  action,
  placeholder,
  tall = false,
}: PostTextFieldProps) {
  const id = useId();
  const countsId = `${id}-counts`;
  const errorId = `${id}-error`;
  return (
    <StyledField>
      <StyledLabelRow>
        <label htmlFor={id}>Post content</label>
        {action}
      </StyledLabelRow>
      <StyledTextArea
        id={id}
        name="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countsId}` : countsId}
        $tall={tall}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <CharacterCounts
        id={countsId}
        text={value}
        platforms={platforms}
        campaignSite={campaignSite}
      />
    </StyledField>
  );
}
