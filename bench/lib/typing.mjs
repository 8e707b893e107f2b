// Keystroke-to-paint latency of typing into a page (bench/composer.mjs, bench/editor.mjs), measured two ways:
// by the Event Timing API (`eventTiming`: the longest of a keystroke's keydown, keypress and input entries,
// input delay + processing + presentation) and by requestAnimationFrame followed by a message (`nextPaint`: from
// the keydown's timeStamp to the task after the frame that follows it). Event Timing reports no entry under 16 ms
// and rounds durations to 8 ms: a keystroke without an entry counts as 8 ms (`underThreshold` says how many).
import { describeLongTasks, log } from './script.mjs';
import { longest, summary } from './stats.mjs';

/**
 * In the page, from now on: every keystroke and the Event Timing entries, on `window[name]` (its `longTasks`
 * watched from here too with `longTasks`, else already watched by an init script).
 */
function watchKeystrokes({ name, longTasks }) {
  const state = (window[name] ??= {});
  Object.assign(state, { keys: [], entries: [], started: performance.now() });
  const watched = [];
  const watch = (list, options) => {
    const observer = new PerformanceObserver((entries) => list.push(...entries.getEntries()));
    observer.observe(options);
    watched.push([observer, list]);
  };
  watch(state.entries, { type: 'event', durationThreshold: 16 });
  if (longTasks) watch((state.longTasks = []), { type: 'longtask' });
  // What the observers hold but have not delivered yet, then no more.
  state.stop = () => {
    for (const [observer, list] of watched) list.push(...observer.takeRecords());
    for (const [observer] of watched) observer.disconnect();
  };
  // The next paint: the frame after the keystroke, then a task after that frame (its paint).
  document.addEventListener(
    'keydown',
    (event) => {
      const key = { start: event.timeStamp, end: null };
      state.keys.push(key);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          key.end = performance.now();
        };
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
}

/**
 * Types `text` one key at a time into the focused text box, a key each `intervalMs`: each keystroke's latencies
 * and the long tasks meanwhile (see `watchKeystrokes` for `name` and `longTasks`). The text box `selector` names
 * must then hold `length` characters.
 */
export async function typeMeasured(page, { name, longTasks, text, intervalMs, selector, length }) {
  await page.evaluate(watchKeystrokes, { name, longTasks });
  for (const character of text) {
    const started = Date.now();
    await page.keyboard.type(character);
    await page.waitForFunction((name) => window[name].keys.at(-1)?.end != null, name, { polling: 'raf' });
    const left = intervalMs - (Date.now() - started);
    if (left > 0) await page.waitForTimeout(left);
  }
  await page.waitForTimeout(500);
  const figures = await page.evaluate(
    ({ name, selector }) => {
      const state = window[name];
      state.stop();
      const names = ['keydown', 'keypress', 'input'];
      // Each keystroke owns the entries from its keydown up to the next keystroke's.
      const eventTiming = state.keys.map((key, index) => {
        const next = state.keys[index + 1]?.start ?? Infinity;
        const own = state.entries.filter(
          (entry) =>
            names.includes(entry.name) && entry.startTime >= key.start - 0.5 && entry.startTime < next - 0.5,
        );
        return own.length ? Math.max(...own.map((entry) => entry.duration)) : null;
      });
      return {
        eventTiming,
        nextPaint: state.keys.map((key) => key.end - key.start),
        longTasks: state.longTasks
          .filter((entry) => entry.startTime >= state.started)
          .map((entry) => entry.duration),
        length: document.querySelector(selector)?.value.length ?? 0,
      };
    },
    { name, selector },
  );
  if (figures.nextPaint.length !== text.length)
    throw new Error(`${figures.nextPaint.length} keystrokes seen of ${text.length}`);
  if (figures.length !== length)
    throw new Error(`${selector} holds ${figures.length} characters, not ${length}`);
  return { eventTiming: figures.eventTiming, nextPaint: figures.nextPaint, longTasks: figures.longTasks };
}

/** Keystrokes of several runs pooled: Event Timing and next-paint percentiles, long tasks. */
export function typingFigures(runs) {
  const eventTiming = runs.flatMap((run) => run.eventTiming);
  const longTasks = runs.flatMap((run) => run.longTasks);
  return {
    keystrokes: eventTiming.length,
    eventTiming: {
      ...summary(eventTiming.map((duration) => duration ?? 8)),
      underThreshold: eventTiming.filter((duration) => duration === null).length,
    },
    nextPaint: summary(runs.flatMap((run) => run.nextPaint)),
    longTasks: longTasks.length,
    longestTaskMs: longest(longTasks),
  };
}

/** The paced typing's figures and its `unpaced` ones, a line each, against the target of p95 ≤ 16 ms. */
export function logTyping(typing) {
  const latency = ({ p50Ms, p95Ms, maxMs }) => `p50 ${p50Ms} ms, p95 ${p95Ms} ms, max ${maxMs} ms`;
  for (const [label, figures] of [
    ['typing, paced', typing],
    ['typing, unpaced', typing.unpaced],
  ])
    log(
      `  ${label}: ${figures.keystrokes} keystrokes, Event Timing ${latency(figures.eventTiming)}; ` +
        `next paint ${latency(figures.nextPaint)}; ${describeLongTasks(figures)} (target: p95 ≤ 16 ms)`,
    );
}
