import { describe, expect, it } from '@jest/globals';
import { formatSlotTime, initialSlots, sameSlots, slotLabel, withoutSlot, withSlot } from './slots';

describe('posting slots in the editor', () => {
  it('starts in the browser’s time zone while nothing is saved, else in the saved one', () => {
    expect(initialSlots({ slots: [], timeZone: 'UTC' }, 'Europe/Berlin').timeZone).toBe(
      'Europe/Berlin',
    );
    const saved = { slots: [{ weekday: 1, time: '09:00' }], timeZone: 'UTC' };
    expect(initialSlots(saved, 'Europe/Berlin')).toEqual(saved);
  });

  it('adds a slot in order and once, and removes it', () => {
    const monday = { weekday: 1, time: '09:00' };
    const sunday = { weekday: 0, time: '17:30' };
    const slots = withSlot(withSlot([monday], sunday), monday);
    expect(slots).toEqual([sunday, monday]);
    expect(withoutSlot(slots, sunday)).toEqual([monday]);
  });

  it('writes a slot the way the screen writes times', () => {
    expect(formatSlotTime('17:30')).toBe('5:30 PM');
    expect(slotLabel({ weekday: 1, time: '09:00' })).toBe('Monday, 9:00 AM');
  });

  it('tells saved slots from changed ones', () => {
    const a = { slots: [{ weekday: 1, time: '09:00' }], timeZone: 'UTC' };
    expect(sameSlots(a, { ...a })).toBe(true);
    expect(sameSlots(a, { ...a, timeZone: 'Europe/Berlin' })).toBe(false);
    expect(sameSlots(a, { ...a, slots: [{ weekday: 1, time: '10:00' }] })).toBe(false);
  });
});
