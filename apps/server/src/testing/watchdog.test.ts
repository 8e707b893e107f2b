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
  expect(report.worstMs).toBeGreaterThanOrEqual(120);
  // Work is work: taking the collector's pauses out leaves a held loop held.
  expect(report.workWorstMs).toBeGreaterThanOrEqual(100);
  expect(report.workWorstMs).toBeLessThanOrEqual(report.worstMs);
});
