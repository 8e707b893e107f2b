// `npm test`: every layer, planned for a machine of CI's kind (2 cores, shared, often loaded). Every layer runs
// even when one fails, so a single run reports every failure, and the summary gives each layer's count and time.
//
// The plan. A browser layer holds one Chromium page at a time; the end-to-end tests hold one page and the
// reference server beside it, which count as one. At no moment do more than two such pages run, one per lane:
//
//   phase 1   lint and types  ║  unit tests                    (no browser; each lane about one core)
//   phase 2   lane A: portal build → end-to-end → byte budgets
//             lane B: stories in en-US, then in ar-EG (each with axe and its screenshot) → Storybook build →
//                     docs pages
//
// Measured on this machine (docs/testing.md): running the checks and unit tests beside the browser lanes saved
// four minutes but stretched the unit tests to 18 and made timing-sensitive tests fail; phases keep the load at
// what two cores carry.
import { spawn } from 'node:child_process';

/** A vitest summary line: `Tests  2 failed | 1151 passed | 3 skipped (1156)`, possibly behind turbo's prefix. */
const VITEST_TESTS = /Tests\s+((?:\d+ [a-z]+(?: \| )?)+)\s*\(\d+\)/u;
/** Playwright's list reporter closes with `  104 passed (5.2m)`, `  2 failed`, `  1 flaky` lines. */
const PLAYWRIGHT_LINE = /^\s*(\d+) (passed|failed|flaky|skipped|did not run)\b/u;
/** The size check's last line. */
const SIZE_LINE = /size budgets: (\d+) passed, (\d+) failed/u;
const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'gu');

function countsIn(text, kind) {
  const counts = { passed: 0, failed: 0 };
  for (const raw of text.split('\n')) {
    const line = raw.replace(ANSI, '');
    if (kind === 'vitest') {
      const match = VITEST_TESTS.exec(line);
      if (!match) continue;
      for (const part of match[1].split('|')) {
        const [number, word] = part.trim().split(' ');
        if (word === 'passed') counts.passed += Number(number);
        else if (word === 'failed') counts.failed += Number(number);
      }
    } else if (kind === 'playwright') {
      const match = PLAYWRIGHT_LINE.exec(line);
      if (!match) continue;
      if (match[2] === 'passed') counts.passed += Number(match[1]);
      else counts.failed += Number(match[1]);
    } else if (kind === 'size') {
      const match = SIZE_LINE.exec(line);
      if (match) Object.assign(counts, { passed: Number(match[1]), failed: Number(match[2]) });
    }
  }
  return counts;
}

const results = [];

/** Runs one layer with its output streamed under the lane's tag, and records its status, counts and time. */
function layer(name, command, args, { kind, tag }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    const forward = (stream, sink) => {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        text += chunk;
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) sink.write(`${tag} ${line}\n`);
      });
      stream.on('end', () => pending && sink.write(`${tag} ${pending}\n`));
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    const finish = (status) => {
      const result = { name, status, seconds: (Date.now() - started) / 1000, ...(kind ? countsIn(text, kind) : {}) };
      results.push(result);
      console.log(`${tag} ${status === 0 ? '✓' : '✗'} ${name}: ${status === 0 ? 'passed' : `failed (exit ${status})`}`);
      resolve(result);
    };
    child.on('close', (code, signal) => finish(signal ? 1 : (code ?? 1)));
    child.on('error', (error) => {
      text += error.message;
      finish(1);
    });
  });
}

const npm = (script, ...args) => ['npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])]];
const turbo = (...tasks) => ['turbo', ['run', ...tasks, '--output-logs=new-only', '--concurrency=1', '--continue']];

/** One lane: its layers one after another (a later one still runs when an earlier one failed). */
async function lane(steps) {
  for (const [name, [command, args], options] of steps) await layer(name, command, args, options);
}

const began = Date.now();
console.log('\n› phase 1: lint and types ║ unit tests');
await Promise.all([
  lane([['lint and types', turbo('lint', 'typecheck'), { tag: '[lint]' }]]),
  lane([['unit tests (Vitest, every workspace)', turbo('test'), { kind: 'vitest', tag: '[unit]' }]]),
]);
console.log('\n› phase 2: end-to-end and byte budgets ║ stories (en-US, ar-EG) and docs pages');
await Promise.all([
  lane([
    ['portal production build', turbo('build', '--filter=@creator/portal'), { tag: '[e2e] ' }],
    ['end-to-end (Playwright, production build)', ['npm', ['run', '--silent', 'test:e2e', '-w', '@creator/portal']], { kind: 'playwright', tag: '[e2e] ' }],
    ['byte budgets', npm('test:size'), { kind: 'size', tag: '[size]' }],
  ]),
  lane([
    ['stories, axe and screenshots in en-US', npm('test:stories', '--project', 'storybook-en-US'), { kind: 'vitest', tag: '[story]' }],
    ['stories, axe and screenshots in ar-EG', npm('test:stories', '--project', 'storybook-ar-EG'), { kind: 'vitest', tag: '[story]' }],
    ['Storybook build', npm('build-storybook'), { tag: '[docs] ' }],
    ['docs pages of the built Storybook', npm('test:docs'), { kind: 'playwright', tag: '[docs] ' }],
  ]),
]);

const minutes = (seconds) => `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
const failedLayers = results.filter((result) => result.status !== 0);
console.log('\n› summary');
console.log(`${'layer'.padEnd(44)} ${'passed'.padStart(7)} ${'failed'.padStart(7)} ${'time'.padStart(8)}`);
for (const result of results) {
  const counted = 'passed' in result;
  console.log(
    `${`${result.status === 0 ? '✓' : '✗'} ${result.name}`.padEnd(44)} ${(counted ? String(result.passed) : '—').padStart(7)} ${(counted ? String(result.failed) : '—').padStart(7)} ${minutes(result.seconds).padStart(8)}`,
  );
}
console.log(`${'all layers, wall clock'.padEnd(60)} ${minutes((Date.now() - began) / 1000).padStart(8)}`);
const passed = results.reduce((sum, result) => sum + (result.passed ?? 0), 0);
const failed = results.reduce((sum, result) => sum + (result.failed ?? 0), 0) + failedLayers.filter((result) => !result.failed).length;
console.log(failedLayers.length ? `\n✗ npm test: ${failedLayers.map((result) => result.name).join(', ')} failed` : '\n✓ npm test: every layer passed');
// The plain closing line CI reads: every counted test, and every layer that failed without a count of its own.
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedLayers.length ? 1 : 0);
