// The installed portal's icons (apps/portal/public/icons), drawn by Debian's Chromium from the mark of
// public/favicon.svg: `node apps/portal/scripts/make-icons.mjs` after the mark changes, then commit the PNGs.
// - icon-192.png, icon-512.png: the mark as it is (rounded square), for launchers that show an icon as drawn;
// - maskable-512.png: the mark's letter on a full-bleed square, inside the middle 80 % that every mask keeps.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const portal = path.resolve(import.meta.dirname, '..');
const mark = readFileSync(path.join(portal, 'public/favicon.svg'), 'utf8');
const letter = /<path[^>]{1,400}\/>/u.exec(mark)?.[0];
if (!letter) throw new Error('public/favicon.svg has no path for the letter');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2f6fed"/><g transform="translate(4.8 4.8) scale(0.7)">${letter}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.screenshot({ path: path.join(portal, 'public/icons', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
