// The long-article editor (/creator/editor of the portal's production build, served by the reference server, in
// Debian's Chromium, CPU as it is), signed in as the writer, as bench/composer.mjs is (bench/lib/browser.mjs).
// Prints one JSON object on stdout; everything else goes to stderr.
//   typing: a Markdown article of exactly 30 000 characters (headings, paragraphs with bold, bulleted and numbered
//           lists, hosted image lines `![](…)`) put into the body as the browser's plain-text insertion does
//           (Playwright `fill`: the input event reaches React's state), the page left to settle, the caret at
//           the end of the paragraph nearest the middle, then about 200 characters typed one key at a time
//           (Playwright `keyboard.type`: real keydown, keypress, input and keyup events, ten keys a second, two
//           Enters among them). Each keystroke's latency to the next paint is measured as bench/composer.mjs
//           does (bench/lib/typing.mjs): by the Event Timing API (`eventTiming`: the longest of its keydown,
//           keypress and input entries; none under 16 ms is reported, such a keystroke counts as 8 ms,
//           `underThreshold` says how many) and by requestAnimationFrame followed by a message (`nextPaint`: from
//           the keydown's timeStamp to the task after the frame that follows it). Long tasks (PerformanceObserver
//           'longtask', over 50 ms) meanwhile.
//           Headless Chromium paces frames to 60 Hz, so either latency includes the wait for the next frame (up to
//           ~16.7 ms); the typing is measured again with frames unpaced (`unpaced`). Target of the issue: p95 ≤ 16 ms.
//   open:   a server draft of about 29 500 characters of text (the body's limit is 30 000 of text), saved through
//           the API (POST /mp-api/v3/api/content/draft with the session's bearer token, from the page), opened by
//           `/creator/editor?content_id=` in a new page (cold cache): from navigation start to the first paint
//           where the body's text box holds the converted Markdown (more than 25 000 characters: `shownMs`), and
//           to the page being idle (`idleMs`: the end of the last long task or of the last script or API response,
//           once the page has gone a second without either). Medians of three runs, each run in `runs`.
//           `conversionMs`: the time of the HTML → Markdown conversion alone (`articleHtmlToMarkdown`: the
//           allow-list then turndown), read from outside the app: a CPU profile of the opening (V8 sampling every
//           100 µs, in three more runs, median) attributes to the minified function that calls `().turndown(` the
//           time of its samples and of those of everything it calls. `openTaskMs`: the longest task of the
//           opening (the conversion runs in the render that shows the editor).
// `machine`: the CPUs and the load average at the start and the end (others' work on the machine moves the figures).
// The JavaScript the route downloads is the `routes` section's (`/creator/editor`); printed here when present.
import { cpus, loadavg } from 'node:os';
import { signedInContext, writerStorage, startServer, UNPACED_ARGS, withBrowser } from './lib/browser.mjs';
import { lastResults, log, repeat } from './lib/script.mjs';
import { longest, median, round } from './lib/stats.mjs';
import { logTyping, typeMeasured, typingFigures } from './lib/typing.mjs';

/** The article typed into: its Markdown, exactly. */
const TYPING_CHARS = 30_000;
/** The draft opened: characters of text of its HTML (the server's limit is 30 000). */
const OPEN_TEXT_CHARS = 29_500;
/** The body's text box counts as filled by the opened draft past this many characters of Markdown. */
const OPEN_SHOWN_CHARS = 25_000;
/** Typed one key at a time at the end of the paragraph nearest the middle: 200 characters, two Enters. */
const TYPED =
  ' Later that evening we walked back along the harbour and counted the boats.\n\nThe next morning started ' +
  'grey, so we packed early, bought bread at the corner and took the slow train towards the hills.';
/** Time from one keystroke to the next: a quick typist, ten characters a second. */
const KEY_INTERVAL_MS = 100;
/** Runs: typing with paced frames (keystrokes pooled), unpaced, opening timed, opening profiled. */
const TYPING_RUNS = 2;
const UNPACED_RUNS = 1;
const OPEN_RUNS = 3;
const PROFILE_RUNS = 3;
const TITLE = 'Ten days along the northern coast, from the harbour to the hills';

// ---------------------------------------------------------------------------------------------------------------
// The article: the same blocks as Markdown (typed into) and as article HTML (opened), the same on every run.

const WORDS = (
  'we left the harbour early and followed the old coast road where the light was soft and the sea lay calm ' +
  'small boats waited by the pier while the market opened its stalls with fruit bread coffee and fresh fish ' +
  'later the rain came over the hills so we sat under a wide roof and talked about the maps the trains the ' +
  'people we met on the way and the photos we still wanted to take before the end of the season'
).split(' ');
const HEADINGS = [
  'The harbour at dawn',
  'Markets and small roads',
  'Rain over the hills',
  'What we packed',
  'The slow train',
  'Fishing villages',
  'Where we slept',
  'Food worth the detour',
  'A day without plans',
  'Back to the city',
];
const IMAGES = [
  'seed/sunrise_1280_720.png',
  'seed/ocean_960_540.png',
  'seed/forest_720_960.png',
  'seed/plum_800_800.png',
  'seed/stone_640_360.png',
  'seed/coral_600_800.png',
  'seed/mint_1080_1080.png',
];

/** A small PRNG (xorshift), so that the article is the same on every run. */
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** A sentence of `count` words, capitalised, with a full stop. */
function sentence(next, count) {
  const words = Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]);
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/**
 * Blocks of the article, as many as `enough(blocks)` wants: a heading each few blocks, paragraphs of four to six
 * sentences (a phrase in bold in every other), a bulleted or numbered list now and then, an image every fifth block.
 * A paragraph is `[text, bold, text]`.
 */
function articleBlocks(imageHost, enough) {
  const next = random(17);
  const blocks = [];
  for (let index = 0; !enough(blocks); index += 1) {
    if (index % 9 === 0) blocks.push({ kind: 'h2', text: HEADINGS[(index / 9) % HEADINGS.length] });
    else if (index % 9 === 4)
      blocks.push({
        kind: index % 18 === 4 ? 'ul' : 'ol',
        items: Array.from({ length: 3 + Math.floor(next() * 3) }, () =>
          sentence(next, 4 + Math.floor(next() * 6)),
        ),
      });
    else if (index % 5 === 2)
      blocks.push({ kind: 'img', src: `${imageHost}/${IMAGES[index % IMAGES.length]}` });
    else {
      const sentences = Array.from({ length: 4 + Math.floor(next() * 3) }, () =>
        sentence(next, 8 + Math.floor(next() * 10)),
      );
      const bold = index % 2 === 0 ? sentence(next, 3).slice(0, -1) : '';
      blocks.push({
        kind: 'p',
        parts: [sentences.slice(0, 2).join(' '), bold, sentences.slice(2).join(' ')],
      });
    }
  }
  return blocks;
}

function blockMarkdown(block) {
  switch (block.kind) {
    case 'h2':
      return `## ${block.text}`;
    case 'ul':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'ol':
      return block.items.map((item, index) => `${index + 1}. ${item}`).join('\n');
    case 'img':
      return `![](${block.src})`;
    default: {
      const [before, bold, after] = block.parts;
      return bold ? `${before} **${bold}** ${after}` : `${before} ${after}`;
    }
  }
}

function blockHtml(block) {
  switch (block.kind) {
    case 'h2':
      return `<h2>${block.text}</h2>`;
    case 'ul':
    case 'ol':
      return `<${block.kind}>${block.items.map((item) => `<li>${item}</li>`).join('')}</${block.kind}>`;
    case 'img':
      return `<p><img src="${block.src}"></p>`;
    default: {
      const [before, bold, after] = block.parts;
      return bold ? `<p>${before} <strong>${bold}</strong> ${after}</p>` : `<p>${before} ${after}</p>`;
    }
  }
}

/** The text a block's HTML holds (what the server's body limit counts). */
function blockText(block) {
  if (block.kind === 'img') return '';
  if (block.kind === 'h2') return block.text;
  if (block.kind === 'p') return block.parts.filter(Boolean).join(' ');
  return block.items.join('');
}

/**
 * Exactly `length` characters of Markdown: whole blocks, then a last paragraph of words up to the length (its
 * last word cut to fit) and a full stop.
 */
function typingArticle(imageHost, length) {
  const markdownOf = (blocks) => blocks.map(blockMarkdown).join('\n\n');
  const blocks = articleBlocks(imageHost, (blocks) => markdownOf(blocks).length >= length - 800);
  const next = random(29);
  let markdown = `${markdownOf(blocks)}\n\nIn the end`;
  while (markdown.length < length - 1) markdown += ` ${WORDS[Math.floor(next() * WORDS.length)]}`;
  return `${markdown
    .slice(0, length - 1)
    .trimEnd()
    .padEnd(length - 1, 's')}.`;
}

/** Article HTML of at most `textLength` characters of text, whole blocks. */
function openArticle(imageHost, textLength) {
  const textOf = (blocks) => blocks.map(blockText).join('').length;
  const blocks = articleBlocks(imageHost, (blocks) => textOf(blocks) >= textLength);
  while (textOf(blocks) > textLength) blocks.pop();
  return {
    html: blocks.map(blockHtml).join(''),
    text: textOf(blocks),
    images: [...new Set(blocks.filter((block) => block.kind === 'img').map((block) => block.src))],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The browser.

/** Waits until no long task has ended for `quietMs` (at most `limitMs`), as the page's observer saw them. */
async function settle(page, quietMs, limitMs) {
  await page.waitForFunction(
    (quiet) => {
      const state = window.__editorBench;
      const last = Math.max(0, ...state.longTasks.map((task) => task.startTime + task.duration));
      return performance.now() - last >= quiet;
    },
    quietMs,
    { timeout: limitMs, polling: 100 },
  );
}

/** The long tasks of the page from its start, for `settle` and the figures. */
function watchLongTasks() {
  const state = { longTasks: [] };
  window.__editorBench = state;
  new PerformanceObserver((list) =>
    state.longTasks.push(
      ...list.getEntries().map((entry) => ({ startTime: entry.startTime, duration: entry.duration })),
    ),
  ).observe({ type: 'longtask', buffered: true });
}

/** The new editor, the article filled in and settled, then TYPED one key at a time, each measured to the paint. */
async function measureTyping(browser, baseURL, storageState, imageHost) {
  const context = await signedInContext(browser, baseURL, storageState);
  await context.addInitScript(watchLongTasks);
  const page = await context.newPage();
  try {
    await page.goto('/creator/editor');
    const form = page.getByRole('form', { name: 'Article' });
    const body = page.locator('[data-slot="markdown-editor"] textarea');
    await page.getByRole('textbox', { name: 'Article body' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      () => !document.querySelector('[data-slot="markdown-editor"] textarea')?.readOnly,
    );
    const markdown = typingArticle(imageHost, TYPING_CHARS);
    await form.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await body.fill(markdown);
    if ((await body.inputValue()).length !== TYPING_CHARS)
      throw new Error('the body did not take the article');
    // The caret at the end of the paragraph nearest the middle; a key moves it there so that it is scrolled to.
    const caret = await body.evaluate((box) => {
      const middle = Math.floor(box.value.length / 2);
      const after = box.value.indexOf('\n\n', middle);
      const before = box.value.lastIndexOf('\n\n', middle);
      const at = after - middle < middle - before ? after : before;
      box.focus();
      box.setSelectionRange(at - 1, at - 1);
      return at;
    });
    await page.keyboard.press('ArrowRight');
    // Let the article settle: autosave, the body's images read for the covers, the deferred renders.
    await page.waitForTimeout(1000);
    await settle(page, 1000, 30_000);
    // Long tasks are watched from the page's start (watchLongTasks), for `settle`.
    const figures = await typeMeasured(page, {
      name: '__editorBench',
      longTasks: false,
      text: TYPED,
      intervalMs: KEY_INTERVAL_MS,
      selector: '[data-slot="markdown-editor"] textarea',
      length: TYPING_CHARS + TYPED.length,
    });
    const typedAtCaret = (await body.inputValue()).slice(caret, caret + 40);
    if (typedAtCaret !== TYPED.slice(0, 40))
      throw new Error(`the typing did not land at the caret: ${JSON.stringify(typedAtCaret)}`);
    return figures;
  } finally {
    await context.close();
  }
}

/** Saves the opened article as a server draft of the writer, through the API as the portal calls it. */
async function createDraft(browser, baseURL, storageState, article) {
  const context = await signedInContext(browser, baseURL, storageState);
  const page = await context.newPage();
  try {
    await page.goto('/favicon.svg');
    const answer = await page.evaluate(
      async ({ title, article }) => {
        const response = await fetch('/mp-api/v3/api/content/draft', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${localStorage.getItem('authentication_token')}`,
            uregion: localStorage.getItem('uregion') ?? '',
            country: localStorage.getItem('country') ?? '',
            clang: 'en-US',
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            title,
            content: article.html,
            images: article.images,
            cover_images: article.images.slice(0, 1),
            hashtag: ['travel'],
          }),
        });
        return { status: response.status, body: await response.json() };
      },
      { title: TITLE, article },
    );
    if (answer.body?.code !== 0) throw new Error(`the draft was refused: ${JSON.stringify(answer)}`);
    return answer.body.data.content_id;
  } finally {
    await context.close();
  }
}

/** In the opened page from its start: the first paint where the body holds the draft's Markdown. */
function watchOpening(shownChars) {
  const state = window.__editorBench;
  state.shownAt = null;
  const watch = () => {
    const box = document.querySelector('[data-slot="markdown-editor"] textarea');
    if (box && box.value.length > shownChars) {
      state.length = box.value.length;
      state.readOnly = box.readOnly;
      // The frame that first shows it, then a task after that frame: its paint.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.shownAt = performance.now();
      };
      channel.port2.postMessage(null);
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/** Opens the draft in a new page; with `profile`, under a CPU profile (a same-origin page first, then the editor). */
async function openDraft(browser, baseURL, storageState, contentId, { profile = false } = {}) {
  const context = await signedInContext(browser, baseURL, storageState);
  await context.addInitScript(watchLongTasks);
  await context.addInitScript(watchOpening, OPEN_SHOWN_CHARS);
  const page = await context.newPage();
  let cdp;
  try {
    if (profile) {
      await page.goto('/favicon.svg');
      cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`/creator/editor?content_id=${contentId}`);
    await page.waitForFunction(() => window.__editorBench.shownAt !== null, undefined, {
      timeout: 60_000,
      polling: 50,
    });
    await page.waitForLoadState('networkidle');
    await settle(page, 1000, 30_000);
    const figures = await page.evaluate(() => {
      const state = window.__editorBench;
      const responses = performance
        .getEntriesByType('resource')
        .filter((entry) =>
          ['script', 'fetch', 'xmlhttprequest', 'link', 'other'].includes(entry.initiatorType),
        );
      const detail = responses.find((entry) => entry.name.includes('/content/detail'));
      const lastTask = Math.max(0, ...state.longTasks.map((task) => task.startTime + task.duration));
      const lastResponse = Math.max(0, ...responses.map((entry) => entry.responseEnd));
      return {
        shownMs: state.shownAt,
        idleMs: Math.max(state.shownAt, lastTask, lastResponse),
        detailRequestedMs: detail?.startTime ?? null,
        detailAnsweredMs: detail?.responseEnd ?? null,
        longTasks: state.longTasks.map((task) => task.duration),
        length: state.length,
        readOnly: state.readOnly,
      };
    });
    if (figures.readOnly) throw new Error('the draft opened read-only (a loss or a refusal was shown)');
    const run = {
      shownMs: Math.round(figures.shownMs),
      idleMs: Math.round(figures.idleMs),
      detailRequestedMs: figures.detailRequestedMs === null ? null : Math.round(figures.detailRequestedMs),
      detailAnsweredMs: figures.detailAnsweredMs === null ? null : Math.round(figures.detailAnsweredMs),
      longTasks: figures.longTasks.length,
      openTaskMs: longest(figures.longTasks),
      markdownChars: figures.length,
    };
    if (profile) {
      const { profile: cpu } = await cdp.send('Profiler.stop');
      run.conversionMs = await conversionTime(cpu, baseURL);
    }
    return run;
  } finally {
    await context.close();
  }
}

/**
 * The time a CPU profile spends in `articleHtmlToMarkdown` and what it calls: the minified function that encloses
 * the bundle's only `().turndown(` (`turndownService().turndown(clean)`), found among the profile's functions of
 * that script by its start; null when it cannot be found.
 */
async function conversionTime(cpu, baseURL) {
  const sources = new Map();
  const sourceOf = async (url) => {
    if (!sources.has(url))
      sources.set(url, url.startsWith(baseURL) ? await (await fetch(url)).text().catch(() => '') : '');
    return sources.get(url);
  };
  const urls = [...new Set(cpu.nodes.map((node) => node.callFrame.url).filter((url) => url.endsWith('.js')))];
  let target = null;
  for (const url of urls) {
    const source = await sourceOf(url);
    const at = source.indexOf('().turndown(');
    if (at < 0) continue;
    // Offsets of line starts, to turn a frame's line and column into an offset.
    const lines = [0];
    for (let index = source.indexOf('\n'); index >= 0; index = source.indexOf('\n', index + 1))
      lines.push(index + 1);
    const offsetOf = ({ lineNumber, columnNumber }) => (lines[lineNumber] ?? 0) + columnNumber;
    const encloses = (start) => {
      let depth = 0;
      for (let index = start; index < at; index += 1)
        if (source[index] === '{') depth += 1;
        else if (source[index] === '}') depth -= 1;
      return depth > 0;
    };
    const starts = [
      ...new Set(
        cpu.nodes.filter((node) => node.callFrame.url === url).map((node) => offsetOf(node.callFrame)),
      ),
    ]
      .filter((start) => start <= at && encloses(start))
      .sort((a, b) => b - a);
    if (starts.length > 0) {
      target = { url, start: starts[0], offsetOf };
      log(`  the conversion, as profiled: ${source.slice(starts[0], at + 20)}`);
    }
    break;
  }
  if (!target) return null;
  // Each sample lasts until the next one.
  const self = new Map();
  cpu.samples.forEach((id, index) => {
    const duration = (cpu.timeDeltas[index + 1] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + duration);
  });
  const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
  const total = (node) =>
    (self.get(node.id) ?? 0) + (node.children ?? []).reduce((sum, id) => sum + total(byId.get(id)), 0);
  const isTarget = (node) =>
    node.callFrame.url === target.url && target.offsetOf(node.callFrame) === target.start;
  let time = 0;
  const walk = (node) => {
    if (isTarget(node)) time += total(node);
    else (node.children ?? []).forEach((id) => walk(byId.get(id)));
  };
  walk(cpu.nodes[0]);
  return round(time);
}

// ---------------------------------------------------------------------------------------------------------------

const loadAtStart = loadavg()[0];
const server = await startServer();
try {
  const imageHost = `${server.url}/storage`;
  const article = openArticle(imageHost, OPEN_TEXT_CHARS);
  let storageState;
  const { pacedRuns, openRuns, profiledRuns } = await withBrowser([], async (browser) => {
    storageState = await writerStorage(browser, server.url);
    const contentId = await createDraft(browser, server.url, storageState, article);
    log(
      `› a draft of ${article.text} characters of text (${article.html.length} of HTML): content_id ${contentId}`,
    );
    // Not counted: the server's first answers and the browser's first compiles of the scripts.
    log('› opening it in the editor once, to warm up');
    await openDraft(browser, server.url, storageState, contentId);
    const openRuns = await repeat(OPEN_RUNS, 'opening it in the editor', () =>
      openDraft(browser, server.url, storageState, contentId),
    );
    const profiledRuns = await repeat(
      PROFILE_RUNS,
      'opening it under a CPU profile, for the conversion alone',
      () => openDraft(browser, server.url, storageState, contentId, { profile: true }),
    );
    const pacedRuns = await repeat(
      TYPING_RUNS,
      `typing ${TYPED.length} characters into an article of ${TYPING_CHARS}, frames paced at 60 Hz`,
      () => measureTyping(browser, server.url, storageState, imageHost),
    );
    return { pacedRuns, openRuns, profiledRuns };
  });
  // The same typing with frames unpaced: each frame then takes as long as its work does.
  const unpacedRuns = await withBrowser(UNPACED_ARGS, (browser) =>
    repeat(UNPACED_RUNS, 'the same typing, frames unpaced', () =>
      measureTyping(browser, server.url, storageState, imageHost),
    ),
  );

  const conversions = profiledRuns.map((run) => run.conversionMs).filter((value) => value !== null);
  const open = {
    textChars: article.text,
    htmlChars: article.html.length,
    images: article.images.length,
    markdownChars: openRuns[0].markdownChars,
    shownMs: median(openRuns.map((run) => run.shownMs)),
    idleMs: median(openRuns.map((run) => run.idleMs)),
    detailRequestedMs: median(openRuns.map((run) => run.detailRequestedMs ?? 0)),
    detailAnsweredMs: median(openRuns.map((run) => run.detailAnsweredMs ?? 0)),
    openTaskMs: median(openRuns.map((run) => run.openTaskMs)),
    conversionMs: conversions.length > 0 ? median(conversions) : null,
    runs: openRuns,
    profiledRuns,
  };
  // The machine as it was (other work on it makes the figures vary): CPUs, load average of the last minute.
  const machine = {
    cpus: cpus().length,
    loadAverage: { start: round(loadAtStart), end: round(loadavg()[0]) },
  };
  const typing = {
    articleChars: TYPING_CHARS,
    typedChars: TYPED.length,
    keyIntervalMs: KEY_INTERVAL_MS,
    ...typingFigures(pacedRuns),
    unpaced: typingFigures(unpacedRuns),
  };

  logTyping(typing);
  log(
    `  open: the body shows ${open.markdownChars} characters of Markdown at ${open.shownMs} ms, idle at ` +
      `${open.idleMs} ms (medians of ${OPEN_RUNS}; the draft asked for at ${open.detailRequestedMs} ms, answered at ` +
      `${open.detailAnsweredMs} ms); longest task ` +
      `${open.openTaskMs} ms; HTML → Markdown ${open.conversionMs ?? '?'} ms (CPU profile, median of ${PROFILE_RUNS})`,
  );
  const route = lastResults()?.routes?.['/creator/editor'];
  if (route)
    log(
      `  route /creator/editor (the routes section's last figures): ${route.jsKB} KB of JavaScript in ` +
        `${route.jsFiles} files (budget ${route.budgetKB} KB)`,
    );
  console.log(JSON.stringify({ machine, typing, open }, null, 2));
} finally {
  await server.stop();
}
