/** An instant passed in by the caller: a Date or epoch milliseconds. Rules never read the clock. */
export type Instant = Date | number;

export function toMillis(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Unix seconds, the wire's time unit (contract.md "Time"). */
export function toUnixSeconds(instant: Instant): number {
  return Math.floor(toMillis(instant) / 1000);
}
