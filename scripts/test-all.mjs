// `npm test`: every layer through turbo. Fast layers first (lint, types, unit tests, in parallel), then the
// browser layers in two lanes side by side on this 2-core machine: the end-to-end tests run one at a time against
// one reference server (about one core), so the stories in Chromium, the docs pages and the visual comparison
// take the other, one after another; the size budget follows the end-to-end tests, which build the portal.
// Every task runs even when one fails, so a single run reports every failure.
import { spawn } from 'node:child_process';

const turbo = (tasks, extra = []) =>
  new Promise((resolve) => {
    const child = spawn('turbo', ['run', ...tasks, '--output-logs=new-only', ...extra], {
      stdio: 'inherit',
      env: process.env,
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(1));
  });

const steps = [
  {
    name: 'lint, types and unit tests',
    status: () => turbo(['lint', 'typecheck', 'test'], ['--concurrency=2', '--continue']),
  },
  {
    name: 'end-to-end and size budget, beside stories in Chromium (en-US and ar-EG), docs pages and visual regression',
    status: async () => {
      const lanes = await Promise.all([
        turbo(['test:e2e', 'test:size'], ['--concurrency=1', '--continue']),
        turbo(['test:stories', 'test:docs', 'test:visual'], ['--concurrency=1', '--continue']),
      ]);
      return lanes.find((status) => status !== 0) ?? 0;
    },
  },
];

let failed = 0;
for (const step of steps) {
  console.log(`\n› ${step.name}`);
  const status = await step.status();
  if (status !== 0) {
    failed += 1;
    console.error(`✗ ${step.name} failed (exit ${status})`);
  }
}
console.log(failed ? `\n✗ npm test: ${failed} step(s) failed` : '\n✓ npm test: every layer passed');
process.exit(failed ? 1 : 0);
