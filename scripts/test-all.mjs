// `npm test`: every layer, planned for a machine of CI's kind (2 cores, shared, often loaded). Every layer runs
// even when one fails, so a single run reports every failure, and the summary gives each layer's count and time.
//
// The plan: two slots, one per core, and one browser at a time. A layer that drives Chromium (the end-to-end
// tests with their reference server, the stories in each locale, the byte budgets, the docs pages) keeps a core
// and more to itself: two of them side by side took 1.7 times the processor time they take one after the other,
// as every wait, spinner and polling loop of each lasted longer (docs/testing.md). So the browser layers run one
// after another in one slot, the longest chain of the run, and the layers without a browser (unit tests, the
// server's tests on PostgreSQL, lint and types, the builds) fill the other. A slot that frees takes the first
// layer of the list below whose prerequisites are done and, if it needs the browser, when no other holds it.
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

/** A failed test's heading: vitest's `FAIL  file > test`, Playwright's `  1) [e2e] › file › test`. */
const FAILURE_HEAD = /(?:^|:\s)\s*(?:FAIL\s+\S|\d+\) \[)/u;
/** The first line of what went wrong, under a heading. */
const FAILURE_WHY = /\b(?:\w*Error|expected|Timed out|timed out)\b/u;
/** How many lines under a heading may hold its reason. */
const WHY_WITHIN = 15;

/**
 * Each failed test of a layer's output with the first line of its reason, for the summary: a long run's output is
 * read from its end, and the layer's table alone does not say which test failed.
 */
function failuresIn(text) {
  const lines = text.split('\n').map((line) => line.replace(ANSI, '').trimEnd());
  const found = [];
  lines.forEach((line, index) => {
    if (!FAILURE_HEAD.test(line)) return;
    const why = lines.slice(index + 1, index + 1 + WHY_WITHIN).find((next) => FAILURE_WHY.test(next));
    const entry = why ? `${line.trim()}\n      ${why.trim()}` : line.trim();
    if (!found.includes(entry)) found.push(entry);
  });
  return found;
}

const results = [];

/** Runs one layer with its output streamed under its tag, and records its status, counts and time. */
function layer(name, command, args, { kind, tag, env }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
      const result = {
        name,
        status,
        seconds: (Date.now() - started) / 1000,
        ...(kind ? countsIn(text, kind) : {}),
        failures: status === 0 ? [] : failuresIn(text),
      };
      results.push(result);
      console.log(
        `${tag} ${status === 0 ? '✓' : '✗'} ${name}: ${status === 0 ? 'passed' : `failed (exit ${status})`}`,
      );
      resolve(result);
    };
    child.on('close', (code, signal) => finish(signal ? 1 : (code ?? 1)));
    child.on('error', (error) => {
      text += error.message;
      finish(1);
    });
  });
}

const npm = (script, ...args) => [
  'npm',
  ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
];
/** A script of one workspace. */
const npmIn = (workspace, script) => ['npm', ['run', '--silent', script, '-w', workspace]];
/** A PostgreSQL for the server's tests (`.ci/run` starts Debian's); without it they run on PGlite only. */
const POSTGRES = process.env.SERVER_TEST_DATABASE_URL;
// Full logs, also of a task turbo answers from its cache: the summary counts the tests in them.
const turbo = (...tasks) => [
  'turbo',
  ['run', ...tasks, '--output-logs=full', '--concurrency=1', '--continue'],
];

/**
 * The layers, in the order a free slot takes them. `after`: the layers that must have ended first (whatever
 * their result: a layer that failed still lets the next one report its own failures). `browser`: drives Chromium,
 * so it waits while another layer does.
 */
const plan = [
  {
    id: 'build',
    name: 'portal production build',
    run: turbo('build', '--filter=@creator/portal'),
    tag: '[build]',
  },
  {
    id: 'e2e',
    after: ['build'],
    browser: true,
    name: 'end-to-end (Playwright, production build)',
    run: npmIn('@creator/portal', 'test:e2e'),
    kind: 'playwright',
    tag: '[e2e]  ',
  },
  {
    id: 'stories-en',
    browser: true,
    name: 'stories, axe and screenshots in en-US',
    run: npm('test:stories', '--project', 'storybook-en-US'),
    kind: 'vitest',
    tag: '[story]',
  },
  {
    id: 'stories-ar',
    browser: true,
    name: 'stories, axe and screenshots in ar-EG',
    run: npm('test:stories', '--project', 'storybook-ar-EG'),
    kind: 'vitest',
    tag: '[story]',
  },
  {
    id: 'unit',
    name: 'unit tests (Vitest, every workspace)',
    run: turbo('test'),
    kind: 'vitest',
    tag: '[unit] ',
  },
  ...(POSTGRES
    ? [
        {
          id: 'postgres',
          name: 'server tests on PostgreSQL',
          run: npmIn('@creator/server', 'test'),
          env: { DATABASE_URL: POSTGRES },
          kind: 'vitest',
          tag: '[pg]   ',
        },
      ]
    : []),
  {
    id: 'lint',
    name: 'lint (ESLint, Prettier, lint boundaries)',
    run: npm('lint'),
    kind: 'vitest',
    tag: '[lint] ',
  },
  { id: 'types', name: 'types (one TypeScript program)', run: npm('typecheck'), tag: '[types]' },
  {
    id: 'size',
    after: ['build'],
    browser: true,
    name: 'byte budgets',
    run: npm('test:size'),
    kind: 'size',
    tag: '[size] ',
  },
  { id: 'storybook', name: 'Storybook build', run: npm('build-storybook'), tag: '[docs] ' },
  {
    id: 'docs',
    after: ['storybook'],
    browser: true,
    name: 'docs pages of the built Storybook',
    run: npm('test:docs'),
    kind: 'playwright',
    tag: '[docs] ',
  },
];
const SLOTS = 2;

const began = Date.now();
if (!POSTGRES)
  console.log(
    '› no SERVER_TEST_DATABASE_URL: the server tests run on embedded PGlite only (CI adds PostgreSQL)',
  );
// The portal's compiled messages, which the stories import as the app does (the build and the unit tests compile
// them too, but a story may start first).
await layer('compiled messages', ...npmIn('@creator/portal', 'i18n:compile'), { tag: '[prep] ' });
const done = new Set(['compiled messages']);
const waiting = [...plan];
await new Promise((resolve) => {
  let running = 0;
  let browserBusy = false;
  const next = () => {
    while (running < SLOTS) {
      const index = waiting.findIndex(
        (step) => (step.after ?? []).every((id) => done.has(id)) && !(step.browser && browserBusy),
      );
      if (index === -1) break;
      const [step] = waiting.splice(index, 1);
      running += 1;
      if (step.browser) browserBusy = true;
      console.log(`${step.tag} › ${step.name}`);
      layer(step.name, step.run[0], step.run[1], step).then(() => {
        running -= 1;
        if (step.browser) browserBusy = false;
        done.add(step.id);
        if (!waiting.length && !running) resolve();
        else next();
      });
    }
  };
  next();
});

/** `6m 59s`: whole seconds first, so 419.6 s reads 7m 00s, never 6m 60s. */
const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
};
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
const failed =
  results.reduce((sum, result) => sum + (result.failed ?? 0), 0) +
  failedLayers.filter((result) => !result.failed).length;
console.log(
  failedLayers.length
    ? `\n✗ npm test: ${failedLayers.map((result) => result.name).join(', ')} failed`
    : '\n✓ npm test: every layer passed',
);
for (const result of failedLayers.filter((failed) => failed.failures.length)) {
  console.log(`\n✗ ${result.name}: what failed`);
  for (const failure of result.failures.slice(0, 20)) console.log(`  ${failure}`);
}
// The plain closing line CI reads: every counted test, and every layer that failed without a count of its own.
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedLayers.length ? 1 : 0);
