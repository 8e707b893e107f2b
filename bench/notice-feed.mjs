// The notice feed with 5 000 notices loaded (the NoticeFeed story FiveThousand, from the built Storybook, in
// Debian's Chromium): DOM nodes of the document and of the feed, then a scripted scroll of the window through
// the whole list, one step per animation frame (a fast wheel), with each frame's duration (the difference of
// requestAnimationFrame timestamps) and the long tasks (over 50 ms) seen meanwhile. Prints one JSON object on
// stdout; everything else goes to stderr. Targets of the issue: at most 1 500 nodes, frame p95 ≤ 16 ms, no
// long task over 50 ms.
// Headless Chromium paces animation frames to 60 Hz, so a frame lasts at least ~16.7 ms as measured: the paced
// run's `frameP95Ms` reads against that interval and `slowFrames` counts the frames that missed it (over 25 ms).
// A second run (`unpaced`) lifts the pacing, so that a frame takes as long as its work: its percentiles are the
// figures to hold against 16 ms. Either run also pays for whatever else this machine is doing.
// Builds Storybook first when storybook-static/ is missing or older than the feed's sources;
// STORYBOOK_STATIC=dir serves a Storybook built elsewhere instead, as it is.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort, UNPACED_ARGS, withBrowser } from './lib/browser.mjs';
import { log, ROOT } from './lib/script.mjs';
import { longest, percentile, round } from './lib/stats.mjs';

const STORY = 'patterns-notices-noticefeed--five-thousand';
const NOTICES = 5000;
/** Pixels scrolled per frame: a fast wheel. */
const STEP_PX = 100;
/** The frame interval Chromium paces animation frames to; a frame half as long again missed its turn. */
const FRAME_BUDGET_MS = 1000 / 60;

/** Newest modification time of the files under `dir` (node_modules left out). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules') continue;
    latest = Math.max(latest, newest(path.join(dir, entry)));
  }
  return latest;
}

function ensureStorybook() {
  const index = path.join(ROOT, 'storybook-static/index.json');
  // Written by the preview's build: a build that failed leaves the manager's index.json but no iframe.html.
  const iframe = path.join(ROOT, 'storybook-static/iframe.html');
  const sources = [
    'packages/ui/src/components/notice-feed',
    'packages/ui/src/components/notice-item',
    'packages/ui/src/lib',
    'packages/ui/src/styles',
    '.storybook',
  ].map((dir) => newest(path.join(ROOT, dir)));
  const fresh =
    existsSync(index) &&
    existsSync(iframe) &&
    statSync(iframe).mtimeMs >= Math.max(...sources) &&
    readFileSync(index, 'utf8').includes(`"${STORY}"`);
  if (fresh) return;
  log('› building Storybook (storybook-static/ is missing or older than the notice feed)');
  const result = spawnSync('npm', ['run', '-s', 'build-storybook'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error('npm run build-storybook failed');
}

async function serveStorybook(dir) {
  const port = await freePort();
  const child = spawn('node', ['scripts/serve-static.mjs', dir, String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve-static.mjs exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('serving')) resolve();
    });
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** Opens the story and waits until its play function has finished (MSW's worker may reload the page once). */
async function openStory(page, url) {
  // Storybook's highlight tool (FEATURES.highlight) watches the story root once a story has loaded and, on every
  // mutation, reads the computed style of every element of the page: about a millisecond per row mounted here,
  // a cost of the workshop that the portal's page does not pay. It is switched off for the measurement.
  await page.addInitScript(() => {
    let features;
    Object.defineProperty(window, 'FEATURES', {
      configurable: true,
      get: () => features,
      set: (value) => {
        features = { ...value, highlight: false };
      },
    });
  });
  await page.goto(`${url}/iframe.html?id=${STORY}&viewMode=story`);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const phase = await page.waitForFunction(
        (id) => {
          const render = window.__STORYBOOK_PREVIEW__?.currentRender;
          return (
            render?.id === id && ['finished', 'errored', 'aborted'].includes(render.phase) && render.phase
          );
        },
        STORY,
        { timeout: 60_000 },
      );
      const value = await phase.jsonValue();
      if (value !== 'finished') throw new Error(`the story ended ${value}`);
      return;
    } catch (error) {
      if (attempt >= 3 || String(error).includes('the story ended')) throw error;
      await page.reload();
    }
  }
}

/** Scrolls the window from the top of the feed to its end, one step per animation frame, in the page. */
async function scrollThrough(page) {
  return page.evaluate(
    async ({ stepPx, notices }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const feed = document.querySelector('[role="feed"]');
      if (!feed) throw new Error('no feed in the story');
      // The story's play function left the window at the bottom; the run starts from the top, settled.
      window.scrollTo(0, 0);
      for (let settle = 0; settle < 30; settle += 1) await frame();
      if (!feed.querySelector('article[aria-posinset="1"]'))
        throw new Error('the first notice is not rendered');
      const domNodes = document.querySelectorAll('*').length;
      const feedNodes = feed.querySelectorAll('*').length;

      const longTasks = [];
      const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
      observer.observe({ type: 'longtask' });
      const frames = [];
      let maxFeedNodes = feedNodes;
      const started = performance.now();
      await new Promise((resolve, reject) => {
        let last = null;
        let count = 0;
        const tick = (time) => {
          if (last !== null) frames.push(time - last);
          last = time;
          count += 1;
          if (count % 20 === 0) maxFeedNodes = Math.max(maxFeedNodes, feed.querySelectorAll('*').length);
          const bottom = document.documentElement.scrollHeight - window.innerHeight;
          if (window.scrollY >= bottom - 1 && feed.querySelector(`article[aria-posinset="${notices}"]`)) {
            resolve();
            return;
          }
          if (count > 100_000) {
            reject(new Error('the scroll never reached the last notice'));
            return;
          }
          window.scrollTo(0, window.scrollY + stepPx);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const scrollMs = performance.now() - started;
      maxFeedNodes = Math.max(maxFeedNodes, feed.querySelectorAll('*').length);
      // Long tasks are reported after they end; give the last ones time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 500));
      longTasks.push(...observer.takeRecords());
      observer.disconnect();
      const during = longTasks.filter((entry) => entry.startTime >= started);
      return {
        domNodes,
        feedNodes,
        maxFeedNodes,
        frameTimes: frames,
        longTasks: during.map((entry) => entry.duration),
        scrollMs,
        scrolledPx: window.scrollY,
      };
    },
    { stepPx: STEP_PX, notices: NOTICES },
  );
}

/** One run in a new browser: the story opened, the nodes counted, the scroll timed. */
function run(url, extraArgs = []) {
  return withBrowser(extraArgs, async (browser) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, timezoneId: 'UTC' });
    await openStory(page, url);
    const figures = await scrollThrough(page);
    const sorted = [...figures.frameTimes].sort((a, b) => a - b);
    return {
      domNodes: figures.domNodes,
      feedNodes: figures.feedNodes,
      maxFeedNodesDuringScroll: figures.maxFeedNodes,
      scrolledPx: Math.round(figures.scrolledPx),
      frames: sorted.length,
      frameP50Ms: round(percentile(sorted, 0.5)),
      frameP95Ms: round(percentile(sorted, 0.95)),
      frameP99Ms: round(percentile(sorted, 0.99)),
      frameMaxMs: round(sorted.at(-1) ?? 0),
      slowFrames: sorted.filter((time) => time > FRAME_BUDGET_MS * 1.5).length,
      longTasks: figures.longTasks.length,
      longestTaskMs: longest(figures.longTasks),
      scrollSeconds: round(figures.scrollMs / 1000),
    };
  });
}

// STORYBOOK_STATIC serves a Storybook built elsewhere, as it is (no build).
const staticDir = process.env.STORYBOOK_STATIC;
if (!staticDir) ensureStorybook();
const server = await serveStorybook(staticDir ?? 'storybook-static');
try {
  log('› scrolling through 5 000 notices, frames paced at 60 Hz');
  const paced = await run(server.url);
  // The same scroll with frames unpaced: each frame then takes as long as its work does.
  log('› the same, frames unpaced');
  const unpaced = await run(server.url, UNPACED_ARGS);
  const { frames, frameP50Ms, frameP95Ms, frameP99Ms, frameMaxMs, longTasks, longestTaskMs, scrollSeconds } =
    unpaced;
  console.log(
    JSON.stringify(
      {
        notices: NOTICES,
        stepPx: STEP_PX,
        ...paced,
        unpaced: {
          frames,
          frameP50Ms,
          frameP95Ms,
          frameP99Ms,
          frameMaxMs,
          longTasks,
          longestTaskMs,
          scrollSeconds,
        },
      },
      null,
      2,
    ),
  );
} finally {
  server.stop();
}
