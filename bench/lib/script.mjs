// What every bench script shares around its measurements: where the repository and the last figures are, the
// log (stderr: a script's stdout is its JSON alone, read by bench/run.mjs), repeated runs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_FILE = path.join(ROOT, 'bench/results.json');

export const log = (...args) => console.error(...args);

/** The figures bench/run.mjs last wrote; null before its first run. */
export function lastResults() {
  return existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) : null;
}

/** `count` runs of `measure`, one after the other, each announced as `› what (run n of count)`. */
export async function repeat(count, what, measure) {
  const runs = [];
  for (let run = 1; run <= count; run += 1) {
    log(`› ${what} (run ${run} of ${count})`);
    runs.push(await measure());
  }
  return runs;
}

/** `{ longTasks, longestTaskMs }` in words, for the log. */
export const describeLongTasks = ({ longTasks, longestTaskMs }) =>
  longTasks === 0 ? 'no long task (over 50 ms)' : `${longTasks} long tasks, the longest ${longestTaskMs} ms`;
