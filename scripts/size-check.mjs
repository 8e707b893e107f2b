// Byte budgets, checked in `npm test`: every path of the route table (apps/portal/size-budget.json) is opened in
// Debian's Chromium on the production build served by the reference server, and the JavaScript it fetches until
// the page is idle must stay within the route's budget, counted on the wire (each response's headers and its
// body as sent, compressed), in at most `maxJsFiles` files. A creator's second visit to /home, with the cache the
// first one filled, must download under 10 KB. Figures over time live in `npm run bench`.
import {
  chunkOf,
  firstLoadMessagesMissing,
  KB,
  measureRoutes,
  measureSecondVisit,
  routeMessagesMissing,
  withPortal,
} from './route-bytes.mjs';
import { UI_SCENARIOS, uiBytes } from './ui-bytes.mjs';

/** A second visit downloads less than this: the hashed files come from the cache, the rest is the page's data. */
const SECOND_VISIT_LIMIT = 10 * KB;

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
let over = 0;
const { routes, secondVisit } = await withPortal(async (portal) => ({
  routes: await measureRoutes(portal),
  secondVisit: await measureSecondVisit(portal),
}));
// Every first load within its budget on the wire (headers included), in at most `maxJsFiles` files, and fetching
// the page size-budget.json names for it (which the chunk plan reads: apps/portal/build/planned-chunks.ts).
for (const { route, landed, jsBytes, jsBodyBytes, jsFiles, budgetKB, maxJsFiles, page, files } of routes) {
  const pageFile = chunkOf(page);
  const failed = [
    jsBytes > budgetKB * KB && `${kb(jsBytes)} on the wire, over ${budgetKB} KB`,
    jsFiles > maxJsFiles && `${jsFiles} files, more than ${maxJsFiles}`,
    !files.some(({ file }) => file === pageFile) && `${page} not fetched (${pageFile})`,
  ].filter(Boolean);
  if (failed.length > 0) over += 1;
  const at = landed === route ? '' : ` (at ${landed})`;
  console.log(
    `${failed.length ? '✗' : '✓'} ${route}${at}: ${kb(jsBytes)} JS on the wire (bodies ${kb(jsBodyBytes)}) in ` +
      `${jsFiles} files (budget ${budgetKB} KB, ${maxJsFiles} files)${failed.length ? `: ${failed.join('; ')}` : ''}`,
  );
  if (failed.length > 0)
    for (const { file, bytes, name } of files)
      console.log(`    ${kb(bytes).padStart(9)}  ${file}${name ? ` (${name})` : ''}`);
}

// What comes back on a second visit: the HTML, the page's calls, what the cache may not keep.
const secondOk = secondVisit.bytes < SECOND_VISIT_LIMIT;
if (!secondOk) over += 1;
const sources = Object.entries(Object.groupBy(secondVisit.requests, (request) => request.served))
  .map(([how, requests]) => `${requests.length} ${how}`)
  .join(', ');
console.log(
  `${secondOk ? '✓' : '✗'} a second visit to ${secondVisit.url}: ${secondVisit.bytes} bytes on the wire in ` +
    `${secondVisit.requests.length} requests (${sources}; limit: under ${SECOND_VISIT_LIMIT} bytes)`,
);
if (!secondOk)
  for (const { path, status, bytes, served } of secondVisit.requests)
    console.log(`    ${String(bytes).padStart(7)} B  ${status}  ${served.padEnd(11)}  ${path}`);

// A signed-in visitor never downloads the sign-in page (its chunk holds nothing another page needs), and a
// signed-out one nothing of the pages behind the session (the layout, home). The agreements, read without a
// session, take the layout's groups (decision 0008).
const signedOut = (visit) => !visit.signedIn && !visit.landed.startsWith('/agreement/');
const refused = [
  {
    what: 'the sign-in page',
    module: 'src/routes/sign-in/sign-in-page.tsx',
    who: 'signed-in',
    visits: (visit) => visit.signedIn,
  },
  {
    what: 'the signed-in layout',
    module: 'src/layout/main-layout.tsx',
    who: 'signed-out',
    visits: signedOut,
  },
  {
    what: 'the home page',
    module: 'src/routes/home/home-page.tsx',
    who: 'signed-out',
    visits: signedOut,
  },
];
for (const { what, module, who, visits } of refused) {
  const chunk = chunkOf(module);
  const fetching = routes.filter((visit) => visits(visit) && visit.files.some(({ file }) => file === chunk));
  if (fetching.length > 0) over += 1;
  console.log(
    fetching.length === 0
      ? `✓ no ${who} visit fetches ${what} (${chunk})`
      : `✗ ${who} visits fetch ${what} (${chunk}): ${fetching.map(({ route }) => route).join(', ')}`,
  );
}

// The markdown editor (@uiw/react-md-editor, micromark and turndown travel in the editor page's chunk) is
// downloaded by the article editor alone.
const editorChunk = chunkOf('src/routes/creator/editor-page.tsx');
const alsoEditor = routes.filter(
  (visit) => visit.landed !== '/creator/editor' && visit.files.some(({ file }) => file === editorChunk),
);
if (alsoEditor.length > 0) over += 1;
console.log(
  alsoEditor.length === 0
    ? `✓ only /creator/editor fetches the markdown editor (${editorChunk})`
    : `✗ other routes fetch the markdown editor (${editorChunk}): ${alsoEditor.map(({ route }) => route).join(', ')}`,
);

// Tree-shaking of packages/ui: importing the button must not pull in the crop dialog, the editor or the like.
const button = await uiBytes('button', UI_SCENARIOS['button alone']);
const shaken = button.heavyDependencies.length === 0;
if (!shaken) over += 1;
console.log(
  `${shaken ? '✓' : '✗'} @creator/ui/button alone: ${kb(button.jsGzip)} gzip` +
    (shaken ? '' : `, but it pulls in ${button.heavyDependencies.join(', ')}`),
);

// The first chunk's messages are compiled apart (apps/portal/src/i18n/first-load.json): an id the first chunk
// uses but that catalogue lacks would show untranslated on the sign-in page.
const missing = firstLoadMessagesMissing();
if (missing.length > 0) over += 1;
console.log(
  missing.length === 0
    ? '✓ every message the first chunk uses is in the first-load catalogue'
    : `✗ the first chunk uses messages outside apps/portal/src/i18n/first-load.json: ${missing.join(', ')}`,
);

// The other pages load the shared rest and the part of the messages their route names (apps/portal/src/i18n/
// message-parts.json): an id outside them would show untranslated on that page.
const partsMissing = routeMessagesMissing();
if (partsMissing.length > 0) over += 1;
console.log(
  partsMissing.length === 0
    ? '✓ every page finds the messages it uses in the parts its route loads'
    : `✗ messages outside the parts their route loads:\n  ${partsMissing.join('\n  ')}`,
);

const checks = routes.length + 1 + refused.length + 4;
console.log(`size budgets: ${checks - over} passed, ${over} failed`);
process.exit(over ? 1 : 0);
