// Where a page's start spends the main thread, as Lighthouse sees it: the production build on the reference
// server, loaded at full speed in Debian's Chromium with the instruments Lighthouse attaches (the Runtime and
// Network domains, the debugger with asynchronous stacks eight deep), traced, and every task of the main thread
// after the first contentful paint that Lighthouse's four-times-slower phone counts as blocking (over 12.5 ms here,
// over 50 ms there), with what took most of it. A tool for whoever takes total blocking time further (decision
// 0029), not a figure of `npm run bench`.
//
// Its instruments matter: a browser driven with the Runtime domain and no debugger (Puppeteer's and Playwright's
// pages as they come) takes a detailed stack of every error a script makes, and V8 then parses again each function
// on it for its source positions. React DOM makes five errors as it loads, so the first chunk's evaluation there
// carries 90–240 ms (full speed) of parsing that neither a creator's phone nor Lighthouse pays (decision 0029).
//   node bench/start-trace.mjs [path…]   paths of the route table (apps/portal/size-budget.json); /home by default
//   RUNS=n                               loads of each path (3)
//   START_TRACES=dir                     also writes each load's trace there (Chromium's JSON, for the DevTools)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readBudget } from '../scripts/route-bytes.mjs';
import { withLighthouseBrowser } from './lib/lighthouse-browser.mjs';
import { log } from './lib/script.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const SLOWDOWN = 4; // Lighthouse's mobile setting
const BLOCKING_MS = 50; // a task blocks beyond this, on the phone Lighthouse simulates
const paths = process.argv.slice(2);
const routes = readBudget().filter(
  ({ redirect, route }) => !redirect && (paths.length === 0 ? route === '/home' : paths.includes(route)),
);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/** The renderer's main thread of the traced page: the thread that saw the navigation start. */
function mainThread(events) {
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  return { pid: start.pid, tid: start.tid, startUs: start.ts };
}

/** Each name's time inside `task` not spent in a nested event (the task's events sorted by start). */
function selfTimes(task, inside) {
  const self = new Map();
  const stack = [];
  for (const event of [task, ...inside]) {
    while (stack.length > 0 && event.ts >= stack.at(-1).ts + stack.at(-1).dur) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? parent.dur) - event.dur);
    self.set(event, event.dur);
    stack.push(event);
  }
  const byName = new Map();
  for (const [event, us] of self) byName.set(event.name, (byName.get(event.name) ?? 0) + Math.max(0, us));
  return [...byName].sort((a, b) => b[1] - a[1]);
}

/** The figures of one load's trace: its first contentful paint and the tasks after it a phone would find long. */
function startOf(events) {
  const { pid, tid, startUs } = mainThread(events);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  const fcpUs = fcp?.ts ?? startUs;
  const slices = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= startUs)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = slices.filter(
    (event) =>
      event.name === 'ThreadControllerImpl::RunTask' &&
      event.ts >= fcpUs &&
      event.dur * SLOWDOWN > BLOCKING_MS * 1000,
  );
  const longTasks = tasks.map((task) => {
    const inside = slices.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur,
    );
    return {
      atMs: Math.round((task.ts - startUs) / 1000),
      ms: Number((task.dur / 1000).toFixed(1)),
      most: selfTimes(task, inside)
        .slice(0, 4)
        .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`),
    };
  });
  return {
    fcpMs: Math.round((fcpUs - startUs) / 1000),
    blockingAt4xMs: Math.round(longTasks.reduce((sum, { ms }) => sum + ms * SLOWDOWN - BLOCKING_MS, 0)),
    longTasks,
  };
}

const results = await withLighthouseBrowser(async ({ server, page, cdp, prepareLoad }) => {
  // Lighthouse's mobile screen, and its instruments (lighthouse/core/gather/driver/prepare.js): Puppeteer's page
  // has the Runtime and Network domains on already.
  await page.setViewport({
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setSkipAllPauses', { skip: true });
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
  page.on('framenavigated', (frame) => {
    if (!frame.parentFrame()) void cdp.send('Debugger.setSkipAllPauses', { skip: true }).catch(() => {});
  });
  const results = {};
  for (const { route, url, signedIn } of routes) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      log(`› ${route} (load ${run} of ${RUNS})`);
      await prepareLoad(signedIn);
      await page.goto('about:blank');
      await page.tracing.start({ categories: CATEGORIES });
      await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle0' });
      const trace = new TextDecoder().decode(await page.tracing.stop());
      if (process.env.START_TRACES) {
        writeFileSync(
          path.join(process.env.START_TRACES, `${route.replaceAll(/[^\w-]+/g, '_')}-${run}.json`),
          trace,
        );
      }
      const start = startOf(JSON.parse(trace).traceEvents);
      log(`  first paint ${start.fcpMs} ms; blocking at ${SLOWDOWN}× ${start.blockingAt4xMs} ms`);
      for (const task of start.longTasks) log(`    ${task.atMs} ms: ${task.ms} ms (${task.most.join(', ')})`);
      runs.push(start);
    }
    results[route] = runs;
    log(`  ${route}: blocking at ${SLOWDOWN}× ${runs.map((run) => run.blockingAt4xMs).join(', ')} ms`);
  }
  return results;
});
console.log(JSON.stringify(results));
