import {
  DEFAULT_SLOTS_TIME_ZONE,
  normaliseSlots,
  WEEKDAY_NAMES,
  type PostingSlot,
  type PostingSlots,
} from '@sandglass/shared';
import { localTimeZone } from './composer';

/**
 * What the editor starts from: the saved slots, or with none saved yet the browser's own time
 * zone rather than the server's UTC default.
 */
export function initialSlots(saved: PostingSlots, browserZone = localTimeZone()): PostingSlots {
  const unsaved = saved.slots.length === 0 && saved.timeZone === DEFAULT_SLOTS_TIME_ZONE;
  return { slots: saved.slots, timeZone: unsaved ? browserZone : saved.timeZone };
}

/** The slots with `slot` added (sorted, each once); unchanged when it is already there. */
export function withSlot(slots: readonly PostingSlot[], slot: PostingSlot): PostingSlot[] {
  return normaliseSlots([...slots, slot]);
}

export function hasSlot(slots: readonly PostingSlot[], slot: PostingSlot): boolean {
  return slots.some((item) => item.weekday === slot.weekday && item.time === slot.time);
}

export function withoutSlot(slots: readonly PostingSlot[], slot: PostingSlot): PostingSlot[] {
  return slots.filter((item) => item.weekday !== slot.weekday || item.time !== slot.time);
}

/** A slot's time of day as the screen writes times ("9:00 AM"). */
export function formatSlotTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  );
}

/** "Monday, 9:00 AM". */
export function slotLabel(slot: PostingSlot): string {
  return `${WEEKDAY_NAMES[slot.weekday]}, ${formatSlotTime(slot.time)}`;
}

/** Every time zone this browser knows, UTC first, with `current` among them. */
export function timeZoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return [...new Set([DEFAULT_SLOTS_TIME_ZONE, current, ...known])];
}

export function sameSlots(a: PostingSlots, b: PostingSlots): boolean {
  return (
    a.timeZone === b.timeZone &&
    a.slots.length === b.slots.length &&
    a.slots.every((slot, index) => hasSlot([b.slots[index]], slot))
  );
}
