import {
  useEffect,
  useId,
  useState,
  type ChangeEvent,
  type ChangeEventHandler,
  type ReactNode,
} from 'react';
import { css, styled } from 'styled-components';
import { groupedNumber } from './plainFormat';
import { VisuallyHidden } from './VisuallyHidden';

const StyledField = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const StyledLabel = styled.label`
  color: ${({ theme }) => theme.field.label};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.field.hint};
`;

/** A field's problem, in the words a person can act on; also for controls FormField does not wrap. */
export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.field.error};
`;

const StyledCount = styled.p<{ $full: boolean }>`
  justify-self: end;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $full }) => ($full ? 600 : 400)};
  color: ${({ theme, $full }) => ($full ? theme.field.error : theme.field.hint)};
`;

/** The share of a field's limit from which its character count shows. */
export const COUNT_FROM = 0.9;

/** How long typing pauses before a screen reader hears how much room is left. */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

/** What a screen reader hears about the room left, e.g. "12 characters left." */
export function roomLeft(length: number, max: number): string {
  const left = Math.max(max - length, 0);
  if (left === 0) return `Limit reached: ${groupedNumber(max)} characters.`;
  return `${groupedNumber(left)} ${left === 1 ? 'character' : 'characters'} left.`;
}

/** A field's text length and limit, for its character count. */
export interface FieldCount {
  length: number;
  max: number;
}

/** Whether `length` is near enough to `max` for the count to show (and describe the field). */
function showsCount(count: FieldCount | undefined): count is FieldCount {
  return count !== undefined && count.length >= count.max * COUNT_FROM;
}

/**
 * "3,620 of 4,000 characters" under a field once it is near its limit, so nothing is cut off
 * unseen. Screen readers hear the room left politely, once typing pauses, not on every key.
 */
function CharacterCount({ id, length, max }: FieldCount & { id: string }) {
  const near = showsCount({ length, max });
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    if (!near) return;
    const timer = setTimeout(() => setAnnounced(roomLeft(length, max)), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [near, length, max]);

  return (
    <>
      {near && (
        <StyledCount id={id} $full={length >= max}>
          {groupedNumber(length)} of {groupedNumber(max)} characters
        </StyledCount>
      )}
      <VisuallyHidden aria-live="polite">{near ? announced : ''}</VisuallyHidden>
    </>
  );
}

/**
 * The look of every text-like control (input, textarea, select), so fields line up. Its colours
 * are set here, never inherited: a field on a night band stays ink on white (see NightSurface).
 */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3.5)}`};
  border: 1px solid ${({ theme }) => theme.field.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.field.background};
  color: ${({ theme }) => theme.field.text};
  transition: border-color ${({ theme }) => theme.motion.fast} ease;
  /* Focused or scrolled to, the field shows with its label above it, below the sticky header
     (the page's scroll-padding is the header's height, measured by SiteHeader). */
  scroll-margin-top: ${({ theme }) => theme.space(10)};

  &::placeholder {
    color: ${({ theme }) => theme.field.placeholder};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.field.hoverBorder};
  }

  &:focus-visible {
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.focus};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The text's length and limit: a count shows once the text nears the limit. */
  count?: FieldCount;
  /** Renders the control with the given props spread onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, one control, an optional hint, character count and error, wired together for screen
 * readers.
 */
export function FormField({ label, hint, error, count, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint && hintId, showsCount(count) && countId, error && errorId].filter(Boolean).join(' ') ||
    undefined;

  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {count && <CharacterCount id={countId} {...count} />}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </StyledField>
  );
}

interface CountedControlProps<E extends HTMLInputElement | HTMLTextAreaElement> {
  value?: string | number | readonly string[];
  defaultValue?: string | number | readonly string[];
  maxLength?: number;
  onChange?: ChangeEventHandler<E>;
}

/**
 * The character count of a text control with a `maxLength`, whether its value is held by the
 * page (`value`) or by the control itself (then followed through `onChange`).
 */
export function useFieldCount<E extends HTMLInputElement | HTMLTextAreaElement>({
  value,
  defaultValue,
  maxLength,
  onChange,
}: CountedControlProps<E>): { count: FieldCount | undefined; onChange: ChangeEventHandler<E> } {
  const [typed, setTyped] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? typed : String(value).length;

  function handleChange(event: ChangeEvent<E>) {
    setTyped(event.target.value.length);
    onChange?.(event);
  }

  return {
    count: maxLength !== undefined && maxLength > 0 ? { length, max: maxLength } : undefined,
    onChange: handleChange,
  };
}
