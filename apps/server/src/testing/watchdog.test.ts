import { runInNewContext } from 'node:vm';
import { PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { expect, it } from 'vitest';
import { startStallWatchdog, threadCpuMs } from './watchdog';

/** Holds this thread for `ms` of its own CPU time (wall time where there is no procfs). */
function holdFor(ms: number) {
  const read = () => threadCpuMs() ?? performance.now();
  const start = read();
  while (read() - start < ms) {
    // Busy: the loop is held, as a handler's synchronous work holds it.
  }
}

it('reports a stretch of synchronous work, with and without the collector’s pauses', async () => {
  const watchdog = startStallWatchdog();
  // A few ticks first, then the held stretch.
  await new Promise((resolve) => setTimeout(resolve, 50));
  holdFor(120);
  const report = watchdog.stop();
  expect(report.ticks).toBeGreaterThan(0);
  // Without procfs the fallback counts wall time beyond the 10 ms interval.
  expect(report.worstMs).toBeGreaterThanOrEqual(100);
  // Work is work: taking the collector's pauses out leaves a held loop held.
  expect(report.workWorstMs).toBeGreaterThanOrEqual(100);
  expect(report.workWorstMs).toBeLessThanOrEqual(report.worstMs);
});

it('takes the collector’s pauses out of the work, and reports the longest', async () => {
  // The collector on demand, for this test only.
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const watchdog = startStallWatchdog();
  await new Promise((resolve) => setTimeout(resolve, 50));
  // A heap worth collecting (garbage once counted), then full collections in one stretch of the loop.
  const made = Array.from({ length: 200_000 }, (_, index) => ({ index, text: `item ${index}` })).length;
  // The collector's reports come a task or more later: wait for them (the watchdog's observer has them too).
  const reported = new Promise<void>((resolve) => {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ entryTypes: ['gc'] });
  });
  for (let round = 0; round < 5; round += 1) collect();
  await reported;
  await new Promise((resolve) => setImmediate(resolve));
  const report = watchdog.stop();
  expect(made).toBe(200_000);
  expect(report.longestGcMs).toBeGreaterThan(0);
  // The stretch that collected costs less as work than as a whole.
  expect(report.workWorstMs).toBeLessThan(report.worstMs);
});
