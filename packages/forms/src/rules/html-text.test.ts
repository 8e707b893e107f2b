import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, htmlImageSources, htmlToText } from './html-text';

describe('htmlToText edge cases', () => {
  it.each([
    [`<p title='a>b'>x</p>`, 'x'],
    ['<p data-x="<b>">y</p>', 'y'],
    ['text<p', 'text'],
    ['a <3 b', 'a <3 b'],
    ['a </ b', 'a </ b'],
    ['<!DOCTYPE html><p>z</p>', 'z'],
    ['<SCRIPT type="x">var a = "<p>";</SCRIPT>after', 'after'],
    ['<style>p{}</style   >after', 'after'],
    ['<!-- unclosed comment', ''],
  ])('%j reads as %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('leaves plain text alone', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((value) => !/[<&]/u.test(value)),
        (value) => {
          expect(htmlToText(value)).toBe(value);
        },
      ),
    );
  });

  it('reads any input without throwing, and never yields more text than it was given', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('<', '>', '"', "'", '=', '/', 'a', 'p', 'img', ' ', '&', '#', ';', '!', '-'),
        }),
        (html) => {
          expect(htmlToText(html).length).toBeLessThanOrEqual(html.length);
          expect(() => htmlImageSources(html)).not.toThrow();
        },
      ),
    );
  });

  it('reads hostile markup in linear time (the server reads untrusted HTML)', () => {
    const hostile = ['<a', '<a "', '<a \'"', '<img ', '<script>', '<!--', '&#1234567'].map((unit) =>
      unit.repeat(40_000),
    );
    const started = performance.now();
    for (const html of hostile) {
      htmlToText(html);
      htmlImageSources(html);
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('htmlImageSources edge cases', () => {
  it.each([
    ['<img src=a.png alt="src=b.png">', ['a.png']],
    ['<img data-src="x" src="y">', ['y']],
    ['<img src="first" src="second">', ['first']],
    ['<img src = " spaced.png " />', ['spaced.png']],
    ['<img src="">', []],
    ['<p>no images</p>', []],
    ['<!-- <img src="hidden.png"> -->', []],
  ])('%j gives %j', (html, sources) => {
    expect(htmlImageSources(html)).toEqual(sources);
  });
});

describe('decodeHtmlEntities', () => {
  it.each([
    ['&#0;', '\uFFFD'],
    ['&#xD800;', '\uFFFD'],
    ['&#x110000;', '\uFFFD'],
    ['&#1575;&#x644;', 'ال'],
    ['&AMP;', '&AMP;'],
  ])('%j gives %j', (value, expected) => {
    expect(decodeHtmlEntities(value)).toBe(expected);
  });
});
