import { decodeCaptchaChallenge, encodeCaptchaAnswer } from '@creator/api/schemas/auth';
import { routes } from '@creator/api/schemas/routes';
import { CAPTCHA_LENGTH } from '@creator/domain/limits';
import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/harness';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_SCALE,
  CAPTCHA_WIDTH,
  captchaSvg,
  consumeCaptcha,
  drawCaptcha,
  issueCaptcha,
} from './captcha';

// svg-captcha's typings leave out its main export, which draws a given text.
const drawSvg = svgCaptcha as unknown as (
  text: string,
  options: Parameters<typeof svgCaptcha.create>[0],
) => string;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The attack the PNG is there to stop: svg-captcha draws each letter as one filled path whose sequence
 * of commands (M, L, Q, Z…) is the glyph's, whatever the jitter; a table of those sequences reads the answer.
 */
function markupSolver() {
  const table = new Map<string, string>();
  for (const char of CAPTCHA_ALPHABET) {
    const [, d] =
      /<path fill="#[0-9a-f]+" d="([^"]+)"/iu.exec(
        drawSvg(char, { noise: 0, color: true, background: '#fff' }),
      ) ?? [];
    if (d) table.set(commands(d), char);
  }
  return (markup: string): string =>
    [...markup.matchAll(/<path[^>]*\bd="([^"]+)"[^>]*>/giu)]
      .map(([element, d]) => ({ element, d: d! }))
      .filter(({ element }) => !/fill="none"/u.test(element))
      .map(({ d }) => ({
        x: Number(/^M\s*(-?[\d.]+)/u.exec(d)?.[1] ?? 0),
        char: table.get(commands(d)) ?? '?',
      }))
      .sort((a, b) => a.x - b.x)
      .map(({ char }) => char)
      .join('');
}

function commands(d: string): string {
  return d.replace(/[^a-z]/giu, '');
}

function dataUrlBytes(url: string): Buffer {
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/** The PNG's chunk types in order, and IHDR's width and height. */
function pngChunks(png: Buffer): { types: string[]; width: number; height: number } {
  const types: string[] = [];
  for (let offset = 8; offset + 8 <= png.length; offset += 12 + png.readUInt32BE(offset)) {
    types.push(png.toString('latin1', offset + 4, offset + 8));
  }
  return { types, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** A captcha through the real HTTP route, with the answer the server stored for it. */
async function fetchCaptcha() {
  const { body } = await server.call('GET', '/user-api/web/mp_verification');
  expect(routes.fetchCaptcha.answer.safeParse(body.data).success).toBe(true);
  const challenge = decodeCaptchaChallenge(body.data.token)!;
  const row = await server.db
    .selectFrom('captcha')
    .select('answer')
    .where('id', '=', challenge.token)
    .executeTakeFirstOrThrow();
  return { id: challenge.token, answer: row.answer, image: challenge.image };
}

describe('captcha picture', () => {
  it('the markup solver reads svg-captcha SVG (the attack works on the old picture)', () => {
    const solve = markupSolver();
    let read = 0;
    for (let i = 0; i < 20; i++) {
      const { text, data } = svgCaptcha.create({
        size: CAPTCHA_LENGTH,
        noise: 3,
        color: true,
        ignoreChars: '0oO1iIlLqg9',
        width: 120,
        height: 44,
      });
      if (solve(data).toLowerCase() === text.toLowerCase()) read++;
    }
    expect(read).toBeGreaterThanOrEqual(18);
  });

  it('the markup solver reads nothing from the served picture, which is a PNG without markup', async () => {
    const solve = markupSolver();
    for (let i = 0; i < 10; i++) {
      const { answer, image } = await fetchCaptcha();
      expect(image).toMatch(/^data:image\/png;base64,/u);
      const png = dataUrlBytes(image);
      expect(png.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
      const text = png.toString('latin1');
      expect(text).not.toMatch(/<svg|<path|<text/iu);
      expect(text.toLowerCase()).not.toContain(answer.toLowerCase());
      expect(solve(text)).toBe('');
      expect(solve(png.toString('utf8'))).toBe('');
    }
  });

  it('is a bare raster: IHDR, IDAT and IEND only, at twice the 120×44 CSS size', async () => {
    const png = dataUrlBytes((await fetchCaptcha()).image);
    const { types, width, height } = pngChunks(png);
    expect(types[0]).toBe('IHDR');
    expect(types.at(-1)).toBe('IEND');
    expect(new Set(types)).toEqual(new Set(['IHDR', 'IDAT', 'IEND']));
    expect([width, height]).toEqual([CAPTCHA_WIDTH * CAPTCHA_SCALE, CAPTCHA_HEIGHT * CAPTCHA_SCALE]);
    expect([width, height]).toEqual([240, 88]);
  });

  it('draws the same answer differently every time (noise and distortion are random)', async () => {
    const [a, b] = await Promise.all([drawCaptcha('abcd'), drawCaptcha('abcd')]);
    expect(a.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    expect(a.equals(b)).toBe(false);
    expect(captchaSvg('abcd')).not.toBe(captchaSvg('abcd'));
  });

  it('the SVG that is rasterised keeps one path per letter, under a wave filter', () => {
    const svg = captchaSvg('Kp7d');
    expect(svg.match(/<path fill="hsl/gu)).toHaveLength(4);
    expect(svg).toContain('<feDisplacementMap');
  });

  it('answers of CAPTCHA_LENGTH from the alphabet, and the stored answer still verifies', async () => {
    for (let i = 0; i < 5; i++) {
      const { id, image } = await issueCaptcha(server.db, server.clock);
      expect(image).toMatch(/^data:image\/png;base64,/u);
      const { answer } = await server.db
        .selectFrom('captcha')
        .select('answer')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(answer).toHaveLength(CAPTCHA_LENGTH);
      for (const char of answer) expect(CAPTCHA_ALPHABET.map((c) => c.toLowerCase())).toContain(char);
      expect(await consumeCaptcha(server.db, server.clock, id, answer.toUpperCase())).toBe(true);
    }
  });

  it('the answer read by a person passes the HTTP verify step', async () => {
    const { id, answer } = await fetchCaptcha();
    const { body } = await server.call('POST', '/user-api/web/mp_verification', {
      body: { email: DEMO_ACCOUNTS.demo, token: encodeCaptchaAnswer({ token: id, code: answer }) },
    });
    expect(body.code).toBe(0);
  });
});
