import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSchedule,
  defaultScheduleDate,
  isSchedulableDay,
  SCHEDULE_MAX_LEAD_MS,
  SCHEDULE_MIN_LEAD_MS,
  scheduleDateWindow,
  scheduleMessages,
} from './schedule';
import { DAY_MS, HOUR_MS } from './time';

const now = new Date('2026-03-10T09:30:15.250Z');
const at = (lead: number) => new Date(now.getTime() + lead);

describe('checkSchedule', () => {
  it.each([
    [-DAY_MS, scheduleMessages.past],
    [-1, scheduleMessages.past],
    [0, scheduleMessages.future1Hour],
    [HOUR_MS - 1, scheduleMessages.future1Hour],
    [HOUR_MS, null],
    [HOUR_MS + 1, null],
    [15 * DAY_MS - 1, null],
    [15 * DAY_MS, null],
    [15 * DAY_MS + 1, scheduleMessages.future],
  ])('%i ms ahead gives %j', (lead, expected) => {
    expect(checkSchedule(at(lead), now)).toEqual(expected);
    expect(checkSchedule(now.getTime() + lead, now.getTime())).toEqual(expected);
  });

  it('gives three distinct messages with the spec keys', () => {
    expect([scheduleMessages.past.id, scheduleMessages.future1Hour.id, scheduleMessages.future.id]).toEqual([
      'forms.schedule.past',
      'forms.schedule.future1-hour',
      'forms.schedule.future',
    ]);
  });
});

describe('defaultScheduleDate', () => {
  it('is 3 days ahead with seconds and milliseconds at 0', () => {
    expect(defaultScheduleDate(now).toISOString()).toBe('2026-03-13T09:30:00.000Z');
  });
});

describe('date-picker window', () => {
  const local = new Date(2026, 2, 10, 18, 45);

  it('runs from today to today + 15 days', () => {
    const { first, last } = scheduleDateWindow(local);
    expect(first).toEqual(new Date(2026, 2, 10));
    expect(last).toEqual(new Date(2026, 2, 25));
  });

  it.each([
    [new Date(2026, 2, 9, 23, 59), false],
    [new Date(2026, 2, 10, 0, 0), true],
    [new Date(2026, 2, 25, 23, 59), true],
    [new Date(2026, 2, 26, 0, 0), false],
  ])('%s can be picked: %s', (day, expected) => {
    expect(isSchedulableDay(day, local)).toBe(expected);
  });
});

/** Runs `check` with the process in another time zone (Node reads TZ again when it changes). */
function inTimeZone(zone: string, check: () => void) {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

describe('date-picker window across a daylight-saving change', () => {
  it('offers the day on which the 15 × 24 h limit ends (New York, clocks forward on 8 March 2026)', () => {
    inTimeZone('America/New_York', () => {
      const lateEvening = new Date(2026, 1, 22, 23, 30);
      const limit = new Date(lateEvening.getTime() + SCHEDULE_MAX_LEAD_MS);
      expect([limit.getDate(), limit.getHours()]).toEqual([10, 0]);
      expect(checkSchedule(limit, lateEvening)).toBeNull();
      expect(isSchedulableDay(limit, lateEvening)).toBe(true);
      expect(scheduleDateWindow(lateEvening).last).toEqual(new Date(2026, 2, 10));
    });
  });
});

// UTC, a zone with no DST, and zones with a one-hour and a half-hour daylight-saving change.
describe.each(['UTC', 'Asia/Jakarta', 'America/New_York', 'Africa/Cairo', 'Australia/Lord_Howe'])(
  'schedule window, for any now, in %s',
  (zone) => {
    const anyNow = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

    it('the default date passes every check and lies on a day the picker offers', () => {
      inTimeZone(zone, () =>
        fc.assert(
          fc.property(anyNow, (instant) => {
            const proposed = defaultScheduleDate(instant);
            expect(checkSchedule(proposed, instant)).toBeNull();
            expect(proposed.getSeconds()).toBe(0);
            expect(proposed.getMilliseconds()).toBe(0);
            expect(isSchedulableDay(proposed, instant)).toBe(true);
          }),
        ),
      );
    });

    it('every accepted time is on a day the picker offers, and the checks agree with the lead', () => {
      inTimeZone(zone, () =>
        fc.assert(
          fc.property(anyNow, fc.integer({ min: -2 * DAY_MS, max: 17 * DAY_MS }), (instant, lead) => {
            const verdict = checkSchedule(instant + lead, instant);
            const accepted = lead >= SCHEDULE_MIN_LEAD_MS && lead <= SCHEDULE_MAX_LEAD_MS;
            expect(verdict === null).toBe(accepted);
            if (accepted) expect(isSchedulableDay(instant + lead, instant)).toBe(true);
          }),
        ),
      );
    });

    it('the picker offers today and the 15 days after it, whatever the time of day', () => {
      inTimeZone(zone, () =>
        fc.assert(
          fc.property(anyNow, (instant) => {
            const { first, last } = scheduleDateWindow(instant);
            const today = new Date(instant);
            expect(first.getDate()).toBe(today.getDate());
            expect(isSchedulableDay(first, instant)).toBe(true);
            expect(isSchedulableDay(last, instant)).toBe(true);
            expect(isSchedulableDay(first.getTime() - 1, instant)).toBe(false);
            const afterLast = new Date(last);
            afterLast.setDate(afterLast.getDate() + 1);
            expect(isSchedulableDay(afterLast, instant)).toBe(false);
            const days = Math.round((last.getTime() - first.getTime()) / DAY_MS);
            expect(days === 15 || days === 16).toBe(true);
          }),
        ),
      );
    });
  },
);
