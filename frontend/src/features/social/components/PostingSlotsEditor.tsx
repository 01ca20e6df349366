import { WEEKDAY_NAMES, type PostingSlot, type PostingSlots } from '@sandglass/shared';
import { useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { QueryState } from '../../../ui/QueryState';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastStore';
import {
  hasSlot,
  initialSlots,
  sameSlots,
  slotLabel,
  timeZoneChoices,
  withoutSlot,
  withSlot,
} from '../slots';
import { usePostingSlotsQuery, useSavePostingSlotsMutation } from '../socialApi';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.color.line};
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledSlot = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** Weekday, time and Add side by side on a wide screen, stacked on a phone; Enter adds. */
const StyledAddRow = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** "America/New York": a zone's name as a person reads it. */
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');

const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((name, weekday) => ({
  value: String(weekday),
  label: name,
}));

/**
 * The Scheduled tab's posting slots (issue 22): the weekly times Add to Queue fills, read in
 * the chosen time zone (the browser's until slots are saved).
 */
export function PostingSlotsEditor() {
  const query = usePostingSlotsQuery();
  return (
    <StyledSection aria-labelledby="posting-slots-title">
      <StyledHeading id="posting-slots-title">Posting slots</StyledHeading>
      <StyledNote>
        Add to Queue (in Create Post) puts a post at the next of these times that no other pending
        post of yours holds.
      </StyledNote>
      <QueryState
        isLoading={query.isLoading}
        error={query.data ? undefined : query.error}
        onRetry={() => void query.refetch()}
        loadingMessage="Loading posting slots..."
        errorMessage="Your posting slots could not be loaded."
      >
        {query.data && (
          // A fresh form whenever the saved slots change (after Save, or from another tab).
          <SlotsForm key={JSON.stringify(query.data)} saved={query.data} />
        )}
      </QueryState>
    </StyledSection>
  );
}

interface SlotsFormProps {
  saved: PostingSlots;
}

function SlotsForm({ saved }: SlotsFormProps) {
  const [start] = useState(() => initialSlots(saved));
  const [draft, setDraft] = useState(start);
  const [weekday, setWeekday] = useState('1');
  const [time, setTime] = useState('09:00');
  const [addError, setAddError] = useState<string | undefined>(undefined);
  const [save, saving] = useSavePostingSlotsMutation();
  const changed = !sameSlots(draft, start);

  function handleAdd() {
    if (!/^\d{2}:\d{2}$/.test(time)) {
      setAddError('Enter a time, such as 09:00.');
      return;
    }
    const slot: PostingSlot = { weekday: Number(weekday), time };
    if (hasSlot(draft.slots, slot)) {
      setAddError(`${slotLabel(slot)} is already a slot.`);
      return;
    }
    setAddError(undefined);
    setDraft((now) => ({ ...now, slots: withSlot(now.slots, slot) }));
  }

  async function handleSave() {
    try {
      const result = await save(draft).unwrap();
      toast({
        title: 'Posting Slots Saved',
        description:
          result.slots.length === 0
            ? 'You have no posting slots: Add to Queue needs at least one.'
            : `${result.slots.length} ${result.slots.length === 1 ? 'slot' : 'slots'} in ${zoneLabel(result.timeZone)}.`,
      });
    } catch (error) {
      toast({
        title: 'Saving Slots Failed',
        description: apiErrorMessage(error, 'Your posting slots could not be saved.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      {draft.slots.length === 0 ? (
        <StyledNote>No posting slots yet. Choose a weekday and time, then Add slot.</StyledNote>
      ) : (
        <StyledList aria-label="Your posting slots">
          {draft.slots.map((slot) => (
            <StyledSlot key={`${slot.weekday} ${slot.time}`}>
              <span>{slotLabel(slot)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${slotLabel(slot)}`}
                onClick={() => setDraft((now) => ({ ...now, slots: withoutSlot(now.slots, slot) }))}
              >
                Remove
              </Button>
            </StyledSlot>
          ))}
        </StyledList>
      )}
      <StyledAddRow
        aria-label="Add a posting slot"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          handleAdd();
        }}
      >
        <SelectField
          label="Weekday"
          name="slotWeekday"
          options={WEEKDAY_OPTIONS}
          value={weekday}
          onChange={(event) => setWeekday(event.target.value)}
        />
        <TextField
          label="Time"
          type="time"
          name="slotTime"
          value={time}
          onChange={(event) => {
            setTime(event.target.value);
            setAddError(undefined);
          }}
          error={addError}
        />
        <Button variant="secondary" type="submit">
          Add slot
        </Button>
      </StyledAddRow>
      <SelectField
        label="Time zone"
        name="slotTimeZone"
        hint="The slots’ times are read here; daylight saving follows it."
        options={timeZoneChoices(draft.timeZone).map((zone) => ({
          value: zone,
          label: zoneLabel(zone),
        }))}
        value={draft.timeZone}
        onChange={(event) => setDraft((now) => ({ ...now, timeZone: event.target.value }))}
      />
      <StyledActions>
        <Button
          variant="accent"
          onClick={() => void handleSave()}
          disabled={saving.isLoading || !changed}
        >
          {saving.isLoading ? 'Saving...' : 'Save slots'}
        </Button>
        {changed && <StyledNote role="status">Unsaved changes.</StyledNote>}
      </StyledActions>
    </>
  );
}
