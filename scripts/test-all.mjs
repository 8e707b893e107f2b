// `npm test`: every layer through turbo. Fast layers first (lint, types, unit tests, in parallel), then the
// browser layers one at a time on this 2-core machine (stories in Chromium, end-to-end, the docs pages, visual,
// size budget).
// Every task runs even when one fails, so a single run reports every failure.
import { spawnSync } from 'node:child_process';

const turbo = (tasks, extra = []) =>
  spawnSync('turbo', ['run', ...tasks, '--output-logs=new-only', ...extra], {
    stdio: 'inherit',
    env: process.env,
  }).status;

const steps = [
  {
    name: 'lint, types and unit tests',
    status: () => turbo(['lint', 'typecheck', 'test'], ['--concurrency=2', '--continue']),
  },
  {
    name: 'stories in Chromium (en-US and ar-EG), end-to-end, docs pages, visual regression and size budget',
    status: () =>
      turbo(
        ['test:stories', 'test:e2e', 'test:docs', 'test:visual', 'test:size'],
        ['--concurrency=1', '--continue'],
      ),
  },
];

let failed = 0;
for (const step of steps) {
  console.log(`\n› ${step.name}`);
  const status = step.status();
  if (status !== 0) {
    failed += 1;
    console.error(`✗ ${step.name} failed (exit ${status})`);
  }
}
console.log(failed ? `\n✗ npm test: ${failed} step(s) failed` : '\n✓ npm test: every layer passed');
process.exit(failed ? 1 : 0);
