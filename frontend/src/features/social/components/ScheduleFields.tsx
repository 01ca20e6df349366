import { SOCIAL_SCHEDULE_MAX_DAYS } from '@sandglass/shared';
import { addDays, format, isSameMonth, startOfToday } from 'date-fns';
import { useId, useState } from 'react';
import { DayButton, DayPicker, type DayButtonProps, type Modifiers } from 'react-day-picker';
import { styled } from 'styled-components';
import { TextField } from '../../../ui/TextField';
import { localTimeZone } from '../composer';

/** react-day-picker ships no styles we load (its CSS file): these draw it with the theme. */
const StyledCalendar = styled.div`
  .rdp-root {
    position: relative;
    width: fit-content;
    max-width: 100%;
  }

  .rdp-months {
    display: flex;
  }

  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 44px;
    font-weight: 600;
  }

  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }

  .rdp-button_previous,
  .rdp-button_next {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    cursor: pointer;

    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.4;
    }
  }

  .rdp-chevron {
    width: 16px;
    height: 16px;
    fill: ${({ theme }) => theme.color.ink};
  }

  .rdp-month_grid {
    border-collapse: collapse;
  }

  .rdp-weekday {
    padding: ${({ theme }) => theme.space(1)} 0;
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
  }

  .rdp-day {
    width: 44px;
    height: 44px;
    padding: 1px;
    text-align: center;
  }

  .rdp-day_button {
    width: 42px;
    height: 42px;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceMuted};
    }

    &:disabled {
      cursor: not-allowed;
    }
  }

  .rdp-today .rdp-day_button {
    border-color: ${({ theme }) => theme.color.sand};
    font-weight: 700;
  }

  .rdp-selected .rdp-day_button {
    background: ${({ theme }) => theme.color.night};
    color: ${({ theme }) => theme.color.onNight};
  }

  .rdp-disabled {
    color: ${({ theme }) => theme.color.inkMuted};
    text-decoration: line-through;
    opacity: 0.7;
  }

  .rdp-outside {
    opacity: 0.6;
  }

  .rdp-footer {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  .rdp-footer [data-problem] {
    color: ${({ theme }) => theme.field.error};
    font-weight: 500;
  }

  @media (max-width: 359px) {
    .rdp-day,
    .rdp-day_button {
      width: 38px;
      height: 38px;
    }
  }
`;

const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto minmax(12rem, 16rem);
  }
`;

const StyledLabel = styled.p`
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

/**
 * A day button's name, starting with the number it shows ("24 November 2026, Tuesday, today"),
 * so people who speak the visible label to voice control reach it.
 */
export function dayButtonLabel(day: Date, modifiers: Modifiers): string {
  const notes = [modifiers.today && 'today', modifiers.selected && 'selected'].filter(Boolean);
  return [format(day, 'd MMMM yyyy, EEEE'), ...notes].join(', ');
}

/** A day button named `date` (ComposerField), so focusFirstProblem can land on the calendar. */
function NamedDayButton(props: DayButtonProps) {
  return <DayButton {...props} name="date" />;
}

export interface ScheduleFieldsProps {
  date: Date | undefined;
  onDateChange: (date: Date | undefined) => void;
  time: string;
  onTimeChange: (time: string) => void;
  /** No day chosen: said under the calendar. */
  dateError?: string;
  /** Not a time, or one already past: said at the time field. */
  timeError?: string;
}

/** The person's time zone as they know it, e.g. "Europe/Paris (GMT+01:00)". */
export function timeZoneLabel(timeZone = localTimeZone(), at = new Date()): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${timeZone} (${offset})` : timeZone;
}

/**
 * Spec section 2's "Schedule for Later" inputs: a single-date picker (react-day-picker: a
 * keyboard-navigable grid; past days disabled; clicking the chosen day again clears it) and a
 * time, both in the person's own time zone, which is named beside them.
 */
export function ScheduleFields({
  date,
  onDateChange,
  time,
  onTimeChange,
  dateError,
  timeError,
}: ScheduleFieldsProps) {
  const labelId = useId();
  const today = startOfToday();
  // The month shown follows a day set from outside (the calendar's "New post on…").
  const [month, setMonth] = useState(() => date ?? today);
  const [shownFor, setShownFor] = useState(date);
  if (date !== shownFor) {
    setShownFor(date);
    if (date && !isSameMonth(date, month)) setMonth(date);
  }
  const lastDay = addDays(today, SOCIAL_SCHEDULE_MAX_DAYS);
  return (
    <StyledFields>
      <StyledCalendar>
        <StyledLabel id={labelId}>Date</StyledLabel>
        <DayPicker
          mode="single"
          aria-labelledby={labelId}
          selected={date}
          onSelect={onDateChange}
          disabled={[{ before: today }, { after: lastDay }]}
          startMonth={today}
          endMonth={lastDay}
          month={month}
          onMonthChange={setMonth}
          labels={{ labelDayButton: dayButtonLabel }}
          components={{ DayButton: NamedDayButton }}
          footer={
            date ? (
              `Selected: ${format(date, 'EEEE, MMMM d, yyyy')}`
            ) : dateError ? (
              <span data-problem>No date selected. {dateError}</span>
            ) : (
              'No date selected.'
            )
          }
        />
      </StyledCalendar>
      <TextField
        label="Time"
        type="time"
        required
        name="time"
        value={time}
        onChange={(event) => onTimeChange(event.target.value)}
        hint={`In your time zone: ${timeZoneLabel()}`}
        error={timeError}
      />
    </StyledFields>
  );
}
