import { canonicalTimeZone, nextFreeSlot } from './slot-times.js';

const monday = 1;
const saturday = 6;
const sunday = 0;

describe('nextFreeSlot', () => {
  it('keeps a 09:00 New York slot at 09:00 local on both sides of the March change', () => {
    // Friday 2027-03-12, 07:00 in New York (EST); daylight saving starts Sunday 2027-03-14.
    const now = new Date('2027-03-12T12:00:00Z');
    const slots = [
      { weekday: saturday, time: '09:00' },
      { weekday: monday, time: '09:00' },
    ];
    const first = nextFreeSlot(slots, 'America/New_York', now, new Set());
    expect(first?.toISOString()).toBe('2027-03-13T14:00:00.000Z');
    const second = nextFreeSlot(slots, 'America/New_York', now, new Set([first!.getTime()]));
    expect(second?.toISOString()).toBe('2027-03-15T13:00:00.000Z');
  });

  it('keeps a Berlin slot local across the October change', () => {
    // Saturday 2027-10-30 in Berlin (CEST); summer time ends Sunday 2027-10-31.
    const now = new Date('2027-10-30T20:00:00Z');
    const slots = [{ weekday: monday, time: '08:30' }];
    expect(nextFreeSlot(slots, 'Europe/Berlin', now, new Set())?.toISOString()).toBe(
      '2027-11-01T07:30:00.000Z',
    );
  });

  it('skips a slot that is not strictly ahead, and one already taken', () => {
    const now = new Date('2027-03-14T09:00:00Z'); // Sunday 09:00 UTC
    const slots = [
      { weekday: sunday, time: '09:00' },
      { weekday: sunday, time: '10:00' },
      { weekday: sunday, time: '11:00' },
    ];
    const taken = new Set([new Date('2027-03-14T10:00:00Z').getTime()]);
    expect(nextFreeSlot(slots, 'UTC', now, taken)?.toISOString()).toBe('2027-03-14T11:00:00.000Z');
  });

  it('answers null when every slot within the horizon is taken', () => {
    const now = new Date('2027-03-14T12:00:00Z');
    const slots = [{ weekday: monday, time: '09:00' }];
    const taken = new Set<number>();
    for (let week = 0; week < 2; week++) {
      taken.add(new Date('2027-03-15T09:00:00Z').getTime() + week * 7 * 86_400_000);
    }
    expect(nextFreeSlot(slots, 'UTC', now, taken, 2)).toBeNull();
    expect(nextFreeSlot(slots, 'UTC', now, taken, 3)?.toISOString()).toBe(
      '2027-03-29T09:00:00.000Z',
    );
  });
});

describe('canonicalTimeZone', () => {
  it('accepts IANA names in their usual spelling and refuses the rest', () => {
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('+01:00')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });
});
