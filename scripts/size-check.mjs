// Byte budgets are deterministic, so they are checked in `npm test`: a route whose first-load JavaScript grows
// past its budget fails here. Figures over time live in `npm run bench`.
import { firstLoadMessagesMissing, readBudget, routeBytes } from './route-bytes.mjs';
import { UI_SCENARIOS, uiBytes } from './ui-bytes.mjs';

const { routes } = readBudget();
let over = 0;
for (const [route, { modules, budgetJsGzip }] of Object.entries(routes)) {
  const { jsGzip, cssGzip, jsFiles } = routeBytes(modules);
  const ok = jsGzip <= budgetJsGzip;
  if (!ok) over += 1;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`${ok ? '✓' : '✗'} ${route}: ${kb(jsGzip)} gzip JS in ${jsFiles} files (budget ${kb(budgetJsGzip)}), ${kb(cssGzip)} gzip CSS`);
}
// Tree-shaking of packages/ui: importing the button must not pull in the crop dialog, the editor or the like.
const button = await uiBytes('button', UI_SCENARIOS['button alone']);
const shaken = button.heavyDependencies.length === 0;
if (!shaken) over += 1;
console.log(
  `${shaken ? '✓' : '✗'} @creator/ui/button alone: ${(button.jsGzip / 1024).toFixed(1)} KB gzip` +
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

const checks = Object.keys(routes).length + 2;
console.log(`size budgets: ${checks - over} passed, ${over} failed`);
process.exit(over ? 1 : 0);
