// Lighthouse mobile (its defaults: a mid-range phone, simulated slow 4G, 4× CPU slowdown) on every path of the
// route table (apps/portal/size-budget.json), the median of three runs by performance score, on the production
// build served by the reference server. Signed-in routes run in a browser that already holds the session:
// Lighthouse's Node API over a page of that browser, storage kept (a storage reset would sign it out) and the
// HTTP cache emptied before every run. Prints JSON (bench/run.mjs keeps it as `lighthouse`); the log goes to stderr.
//   node bench/lighthouse.mjs [path…]   only those paths of the table (`/login /home`)
//   LIGHTHOUSE_REPORTS=dir              also writes every run's whole report there (Lighthouse's JSON)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { readBudget } from '../scripts/route-bytes.mjs';
import { withLighthouseBrowser } from './lib/lighthouse-browser.mjs';
import { log } from './lib/script.mjs';
import { middle } from './lib/stats.mjs';

const RUNS = 3;
const only = process.argv.slice(2);
const routes = readBudget().filter(
  ({ redirect, route }) => !redirect && (only.length === 0 || only.includes(route)),
);

/** The figures of one Lighthouse report: scores, the timings the issue names, and the JavaScript requested. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories['best-practices'].score,
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
      ?.nodeLabel,
    jsFiles: scripts.length,
    jsTransferKB: Number((scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024).toFixed(1)),
    // Lighthouse's own measure of the machine's speed, taken before the load (higher is faster). The mobile figures
    // are simulated from a load at full speed, so a slower machine counts four times in them; a pause during the
    // load escapes this measure (decision 0029).
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

const results = await withLighthouseBrowser(async ({ server, page, prepareLoad }) => {
  const results = {};
  for (const { route, url, signedIn } of routes) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      log(`› Lighthouse ${route} (run ${run} of ${RUNS})`);
      await prepareLoad(signedIn);
      const result = await lighthouse(
        `${server.url}${url}`,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: true,
        },
        undefined,
        page,
      );
      runs.push(figures(result.lhr));
      if (process.env.LIGHTHOUSE_REPORTS) {
        const name = `${route.replaceAll(/[^\w-]+/g, '_')}-${run}.json`;
        writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(result.lhr));
      }
    }
    const kept = middle(runs, (entry) => entry.performance);
    results[route] = {
      url,
      signedIn,
      ...kept,
      performanceRuns: runs.map((entry) => entry.performance),
      benchmarkIndexRuns: runs.map((entry) => entry.benchmarkIndex),
    };
    log(
      `  ${route}: ${kept.performance} (LCP ${kept.lcpMs} ms, TBT ${kept.tbtMs} ms, ${kept.jsFiles} JS files, ` +
        `machine ${kept.benchmarkIndex})`,
    );
  }
  return results;
});
console.log(JSON.stringify(results));
