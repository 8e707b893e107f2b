import { readFileSync } from 'node:fs';
import { performance, PerformanceObserver } from 'node:perf_hooks';

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
 *
 * The garbage collector's pauses on this thread are the runtime's, not a request's: they come when the heap of
 * the whole process (the server, its embedded database, and the test's own client in the same process) asks for
 * them, whichever request happens to be running. `workWorstMs` takes them out of each stretch (`perf_hooks`
 * reports each pause with its time): for a test that sends many requests of one kind, where a slow handler shows
 * in many stretches and a pause in few. A pause is measured in wall time, which on a busy machine can exceed what
 * it cost this thread (the collector waits for its helper threads), so a single attack request is judged on
 * `worstMs`, pauses included.
 */

export interface StallReport {
  /** The longest stretch of this thread's loop between two ticks (or the start, or the stop), in ms. */
  worstMs: number;
  /** The longest stretch less the garbage collector's pauses within it. */
  workWorstMs: number;
  /** The longest single pause of the garbage collector. */
  longestGcMs: number;
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
  // Each stretch between two observations: when it began and ended (performance.now, the collector's clock) and
  // what it cost on the watched clock.
  const stretches: { from: number; to: number; cost: number }[] = [];
  const pauses: { from: number; to: number }[] = [];
  const collector = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      pauses.push({ from: entry.startTime, to: entry.startTime + entry.duration });
  });
  collector.observe({ entryTypes: ['gc'] });
  let last = read();
  let lastAt = performance.now();
  let ticks = 0;
  const observe = () => {
    const now = read();
    const at = performance.now();
    stretches.push({ from: lastAt, to: at, cost: now - last - allowance });
    last = now;
    lastAt = at;
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
      // Pauses are delivered to the observer a task or more after they happen: one in the very last stretch may
      // not be known yet, and then counts as work (the safe side).
      collector.disconnect();
      let worstMs = 0;
      let workWorstMs = 0;
      for (const stretch of stretches) {
        let collecting = 0;
        for (const pause of pauses)
          collecting += Math.max(0, Math.min(stretch.to, pause.to) - Math.max(stretch.from, pause.from));
        worstMs = Math.max(worstMs, stretch.cost);
        workWorstMs = Math.max(workWorstMs, stretch.cost - collecting);
      }
      const longestGcMs = Math.max(0, ...pauses.map((pause) => pause.to - pause.from));
      const round = (ms: number) => Math.round(ms * 10) / 10;
      return {
        worstMs: round(worstMs),
        workWorstMs: round(workWorstMs),
        longestGcMs: round(longestGcMs),
        ticks,
        clock,
      };
    },
  };
}
