// Byte budgets, checked in `npm test`: every path of the route table (apps/portal/size-budget.json) is opened in
// Debian's Chromium on the production build served by the reference server, and all the JavaScript it fetches
// until the page is idle, as sent (compressed), must stay within the route's budget. Figures over time live in
// `npm run bench`.
import {
  chunkOf,
  firstLoadMessagesMissing,
  KB,
  measureRoutes,
  routeMessagesMissing,
} from './route-bytes.mjs';
import { UI_SCENARIOS, uiBytes } from './ui-bytes.mjs';

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
let over = 0;
const routes = await measureRoutes();
for (const { route, landed, jsBytes, jsFiles, budgetKB, files } of routes) {
  const ok = jsBytes <= budgetKB * KB;
  if (!ok) over += 1;
  const at = landed === route ? '' : ` (at ${landed})`;
  console.log(
    `${ok ? '✓' : '✗'} ${route}${at}: ${kb(jsBytes)} JS in ${jsFiles} files (budget ${budgetKB} KB)`,
  );
  if (!ok)
    for (const { file, bytes, name } of files)
      console.log(`    ${kb(bytes).padStart(9)}  ${file}${name ? ` (${name})` : ''}`);
}

// A signed-in visitor never downloads the sign-in page (its chunk holds nothing another page needs), and a
// visitor the guards send to /login downloads nothing of the page refused (the layout, home).
const refused = [
  { what: 'the sign-in page', module: 'src/routes/sign-in/sign-in-page.tsx', signedIn: true },
  { what: 'the signed-in layout', module: 'src/layout/main-layout.tsx', signedIn: false },
  { what: 'the home page', module: 'src/routes/home/home-page.tsx', signedIn: false },
];
for (const { what, module, signedIn } of refused) {
  const chunk = chunkOf(module);
  const fetching = routes.filter(
    (visit) => visit.signedIn === signedIn && visit.files.some(({ file }) => file === chunk),
  );
  if (fetching.length > 0) over += 1;
  const who = signedIn ? 'signed-in' : 'signed-out';
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

const checks = routes.length + refused.length + 4;
console.log(`size budgets: ${checks - over} passed, ${over} failed`);
process.exit(over ? 1 : 0);
