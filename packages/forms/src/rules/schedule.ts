import { describe, type MessageDescriptor } from './descriptor';
import { DAY_MS, HOUR_MS, toMillis, type Instant } from './time';

export const SCHEDULE_MIN_LEAD_MS = HOUR_MS;
export const SCHEDULE_MAX_LEAD_DAYS = 15;
export const SCHEDULE_MAX_LEAD_MS = SCHEDULE_MAX_LEAD_DAYS * DAY_MS;
export const SCHEDULE_DEFAULT_LEAD_DAYS = 3;

/** The spec's three keys (past, future1Hour, future), namespaced. */
export const scheduleMessages = {
  past: describe('forms.schedule.past', 'The publish time cannot be in the past'),
  future1Hour: describe('forms.schedule.future1-hour', 'The publish time must be at least 1 hour from now'),
  future: describe(
    'forms.schedule.future',
    'The publish time must be within {days, plural, one {# day} other {# days}} from now',
    {
      days: SCHEDULE_MAX_LEAD_DAYS,
    },
  ),
} as const;

/** A scheduled publish time: not in the past, at least one hour ahead, at most 15 days ahead (both bounds inclusive). */
export function checkSchedule(publishAt: Instant, now: Instant): MessageDescriptor | null {
  const lead = toMillis(publishAt) - toMillis(now);
  if (lead < 0) return scheduleMessages.past;
  if (lead < SCHEDULE_MIN_LEAD_MS) return scheduleMessages.future1Hour;
  if (lead > SCHEDULE_MAX_LEAD_MS) return scheduleMessages.future;
  return null;
}

/** The time proposed when the schedule box is ticked: 3 days ahead, seconds and milliseconds at 0. */
export function defaultScheduleDate(now: Instant): Date {
  const date = new Date(toMillis(now) + SCHEDULE_DEFAULT_LEAD_DAYS * DAY_MS);
  date.setSeconds(0, 0);
  return date;
}

function startOfLocalDay(instant: Instant): Date {
  const date = new Date(toMillis(instant));
  date.setHours(0, 0, 0, 0);
  return date;
}

function addLocalDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/**
 * The days the date picker offers, as local midnights: today to today + 15 days, both inclusive. Where a
 * daylight-saving change makes 15 × 24 h end on the day after, that day is offered too, so every time
 * `checkSchedule` accepts can be picked.
 */
export function scheduleDateWindow(now: Instant): { first: Date; last: Date } {
  const first = startOfLocalDay(now);
  const calendarLast = addLocalDays(first, SCHEDULE_MAX_LEAD_DAYS);
  const latestAccepted = startOfLocalDay(toMillis(now) + SCHEDULE_MAX_LEAD_MS);
  return { first, last: latestAccepted > calendarLast ? latestAccepted : calendarLast };
}

/** Whether the date picker lets one pick the (local) day of `day`. */
export function isSchedulableDay(day: Instant, now: Instant): boolean {
  const { first, last } = scheduleDateWindow(now);
  const start = startOfLocalDay(day).getTime();
  return start >= first.getTime() && start <= last.getTime();
}
