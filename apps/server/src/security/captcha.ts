// What this captcha is worth: the real brake on guessing passwords and codes is the attempt limiter of
// security/attempts.ts (limits per account and per client address). The picture is a raster image (PNG)
// so that no per-letter markup reaches the client: svg-captcha's SVG draws every letter as a path whose
// commands identify it, and a 40-line solver read it. The PNG only stops that trivial markup solver; an
// OCR model or a paid solving service still reads it.
import { randomBytes, randomInt } from 'node:crypto';
import { CAPTCHA_LENGTH } from '@creator/domain/limits';
import { isCaptchaMatch } from '@creator/forms/rules/auth';
import { renderAsync } from '@resvg/resvg-js';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export const CAPTCHA_TTL_MS = 2 * 60_000;
/** Letters that read alike in a distorted image are left out. */
const CONFUSABLE = '0oO1iIlLqg9';
/** The characters an answer is drawn from. */
export const CAPTCHA_ALPHABET = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'].filter(
  (c) => !CONFUSABLE.includes(c),
);

/** The picture's size in CSS pixels (ui's captcha field shows it in a 112×40 box, object-cover). */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
/** The PNG is drawn at twice the CSS size so that it stays crisp on high-DPI screens. */
export const CAPTCHA_SCALE = 2;
const BACKGROUND = '#f4f4f5';

export interface IssuedCaptcha {
  id: string;
  /** A `data:image/png;base64,` URL of the distorted picture. */
  image: string;
}

// svg-captcha's typings leave out its main export, which draws a given text.
const drawSvg = svgCaptcha as unknown as (
  text: string,
  options: Parameters<typeof svgCaptcha.create>[0],
) => string;

/** A random answer of CAPTCHA_LENGTH characters, from a cryptographic source. */
export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

const between = (min: number, max: number) => min + Math.random() * (max - min);
const fixed = (n: number) => n.toFixed(2);
const noiseColour = () => `hsl(${randomInt(360)} ${randomInt(20, 60)}% ${randomInt(45, 75)}%)`;
/** Dark enough to read on the light background whatever the hue. */
const letterColour = () => `hsl(${randomInt(360)} ${randomInt(55, 80)}% ${randomInt(28, 42)}%)`;

/** The middle of a path's outline, from the coordinates in its data (good enough for glyphs). */
function pathCentre(d: string): [number, number] {
  const numbers = (d.match(/-?\d+(?:\.\d+)?/gu) ?? []).map(Number);
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const x = numbers[i]!;
    const y = numbers[i + 1]!;
    [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
  }
  return Number.isFinite(minX)
    ? [(minX + maxX) / 2, (minY + maxY) / 2]
    : [CAPTCHA_WIDTH / 2, CAPTCHA_HEIGHT / 2];
}

/** Thin curves across the whole picture, some over the letters. */
function noiseCurves(count: number, width: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [y0, y1, y2, y3] = [0, 0, 0, 0].map(() => fixed(between(4, CAPTCHA_HEIGHT - 4)));
    out +=
      `<path d="M${fixed(between(-4, 20))} ${y0} C${fixed(between(25, 55))} ${y1},${fixed(between(65, 95))} ${y2},${fixed(between(100, 124))} ${y3}"` +
      ` stroke="${noiseColour()}" stroke-width="${fixed(width * between(0.7, 1.3))}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

function noiseDots(count: number, maxRadius: number, opacity: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${fixed(between(0, CAPTCHA_WIDTH))}" cy="${fixed(between(0, CAPTCHA_HEIGHT))}" r="${fixed(between(0.3, maxRadius))}" fill="${noiseColour()}" fill-opacity="${opacity}"/>`;
  }
  return out;
}

/**
 * The SVG that is rasterised: svg-captcha's letters, each turned and moved a little, under a wave
 * (turbulence displacement) and a slight skew, with noise curves and dots over and under them.
 */
export function captchaSvg(text: string): string {
  const drawn = drawSvg(text, {
    noise: 0,
    color: true,
    fontSize: 46,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    background: BACKGROUND,
  });
  const letters = [...drawn.matchAll(/<path fill="#[0-9a-f]{3,6}" d="([^"]+)"\/>/giu)].map(([, d]) => {
    const [cx, cy] = pathCentre(d!);
    const transform = `translate(${fixed(between(-2, 2))} ${fixed(between(-2, 2))}) rotate(${fixed(between(-16, 16))} ${fixed(cx)} ${fixed(cy)})`;
    return `<path fill="${letterColour()}" d="${d}" transform="${transform}"/>`;
  });
  if (letters.length !== text.length) throw new Error('svg-captcha drew an unexpected picture');
  const wave =
    `<filter id="w" x="-10%" y="-20%" width="120%" height="140%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${fixed(between(0.012, 0.02))} ${fixed(between(0.03, 0.05))}" numOctaves="1" seed="${randomInt(1, 100_000)}" result="t"/>` +
    `<feDisplacementMap in="SourceGraphic" in2="t" scale="${fixed(between(3, 4.5))}" xChannelSelector="R" yChannelSelector="G"/>` +
    `</filter>`;
  const skew = `skewX(${fixed(between(-8, 8))}) skewY(${fixed(between(-3, 3))})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<defs>${wave}</defs>` +
    `<rect width="100%" height="100%" fill="${BACKGROUND}"/>` +
    noiseDots(60, 1.2, 0.6) +
    noiseCurves(2, 1.6) +
    `<g filter="url(#w)"><g transform="translate(${CAPTCHA_WIDTH / 2} ${CAPTCHA_HEIGHT / 2}) ${skew} translate(${-CAPTCHA_WIDTH / 2} ${-CAPTCHA_HEIGHT / 2})">` +
    letters.join('') +
    noiseCurves(1, 0.9) +
    `</g></g>` +
    noiseCurves(1, 0.7) +
    noiseDots(25, 0.9, 0.8) +
    `</svg>`
  );
}

/**
 * The PNG of `text`, CAPTCHA_SCALE times the CSS size. Rendered on libuv's thread pool
 * (resvg's renderAsync), so it does not hold up the event loop.
 */
export async function drawCaptcha(text: string): Promise<Buffer> {
  const rendered = await renderAsync(captchaSvg(text), {
    fitTo: { mode: 'width', value: CAPTCHA_WIDTH * CAPTCHA_SCALE },
    font: { loadSystemFonts: false },
    logLevel: 'off',
  });
  return rendered.asPng();
}

export async function issueCaptcha(db: Kysely<Database>, clock: Clock): Promise<IssuedCaptcha> {
  const text = randomCaptchaText();
  const png = await drawCaptcha(text);
  const id = randomBytes(16).toString('base64url');
  const now = clock.now();
  // Expired captchas are deleted by the hourly purge (lifecycle/purge.ts), not here: a delete per fetch would
  // scan the table on every request of a flood.
  await db
    .insertInto('captcha')
    .values({ id, answer: text.toLowerCase(), expires_at: now + CAPTCHA_TTL_MS })
    .execute();
  return { id, image: `data:image/png;base64,${png.toString('base64')}` };
}

/**
 * Spends a captcha: whatever the outcome it cannot be tried again. The comparison ignores case;
 * `testCode` (CAPTCHA_TEST_CODE) is accepted for any captcha that exists.
 */
export async function consumeCaptcha(
  db: Kysely<Database>,
  clock: Clock,
  id: string,
  code: string,
  testCode?: string,
): Promise<boolean> {
  const row = await db
    .deleteFrom('captcha')
    .where('id', '=', id)
    .returning(['answer', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at < clock.now()) return false;
  return isCaptchaMatch(row.answer, code) || (testCode !== undefined && isCaptchaMatch(testCode, code));
}
