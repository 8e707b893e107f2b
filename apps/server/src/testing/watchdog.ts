import { readFileSync } from 'node:fs';

/**
 * An event-loop stall watchdog for the attack tests, the fuzz test and the bench.
 *
 * A timer ticks every `intervalMs`; a tick can only run once the loop is free, so whatever ran on this thread
 * between two ticks held the loop that long. On Linux the watchdog measures it as CPU time of this thread
 * (`/proc/thread-self/schedstat`, first field: nanoseconds on CPU), which is what a caller's work costs whatever
 * else the machine is doing: a loaded or shared machine stretches the wall-clock gaps between ticks, not this
 * thread's CPU time, so an assertion on it does not fail because the CI runner is busy. Work moved to another
 * thread (a worker pool, libuv's threads) is not counted: that is the point.
 *
 * Elsewhere (no procfs) it falls back to wall-clock gaps beyond the interval, and says so in `clock`: such
 * figures include the machine's load, so a test should compare them only on `clock === 'thread-cpu'`.
 */

export interface StallReport {
  /** The longest stretch of this thread's loop between two ticks (or the start, or the stop), in ms. */
  worstMs: number;
  /** Ticks seen: 0 means the loop never came back to its timers while watched. */
  ticks: number;
  /** What `worstMs` measures: this thread's CPU time, or (no procfs) wall time beyond the interval. */
  clock: 'thread-cpu' | 'wall';
}

export interface StallWatchdog {
  /** Ends the watch (the stretch since the last tick counts too) and reports. */
  stop(): StallReport;
}

const SCHEDSTAT = '/proc/thread-self/schedstat';

/** This thread's CPU time in ms (Linux), or undefined where procfs is not there. */
export function threadCpuMs(): number | undefined {
  try {
    const fields = readFileSync(SCHEDSTAT, 'latin1');
    const nanoseconds = Number(fields.slice(0, fields.indexOf(' ')));
    return Number.isFinite(nanoseconds) ? nanoseconds / 1e6 : undefined;
  } catch {
    return undefined;
  }
}

/** Starts watching this thread's event loop; call `stop()` to get the worst stall. */
export function startStallWatchdog(options: { intervalMs?: number } = {}): StallWatchdog {
  const intervalMs = options.intervalMs ?? 10;
  const cpu = threadCpuMs() !== undefined;
  const clock: StallReport['clock'] = cpu ? 'thread-cpu' : 'wall';
  // Thread CPU ms, or wall ms less the interval the timer was asked to wait (the fallback).
  const read = cpu ? () => threadCpuMs() ?? 0 : () => performance.now();
  const allowance = cpu ? 0 : intervalMs;
  let last = read();
  let worstMs = 0;
  let ticks = 0;
  const observe = () => {
    const now = read();
    worstMs = Math.max(worstMs, now - last - allowance);
    last = now;
  };
  // Unref'd: a watchdog someone forgot to stop never keeps a process alive.
  const timer = setInterval(() => {
    ticks += 1;
    observe();
  }, intervalMs).unref();
  return {
    stop() {
      clearInterval(timer);
      observe();
      return { worstMs: Math.round(worstMs * 10) / 10, ticks, clock };
    },
  };
}
