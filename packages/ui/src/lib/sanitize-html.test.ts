/**
 * @vitest-environment jsdom
 * DOMPurify over happy-dom (this package's test environment) lets scripts and handlers through, as its authors
 * warn; over jsdom it works as in a browser (the server's article purifier is tested the same way).
 */
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const HOSTILE = [
  '<p>Hello <b>there</b></p>',
  '<script>alert(1)</script>',
  '<img src="x.png" onerror="alert(2)">',
  '<a href="javascript:alert(3)">run</a>',
  '<a href="https://example.com/" class="x" id="y" style="color:red">link</a>',
  '<iframe src="https://example.com/"></iframe>',
  '<form><input name="a"><button>go</button></form>',
  '<svg><script>alert(4)</script></svg>',
  '<style>p{}</style>',
].join('');

function parsed(html: string) {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

describe('sanitizeHtml', () => {
  it('keeps text formatting, links and images, and drops scripts, handlers, styles, forms and embeds', () => {
    const box = parsed(sanitizeHtml(HOSTILE));
    expect(box.querySelector('p b')?.textContent).toBe('there');
    expect(box.querySelectorAll('script, iframe, form, input, button, svg, style')).toHaveLength(0);
    expect(box.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('');
    const links = [...box.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([null, 'https://example.com/']);
    const [, safe] = links;
    expect(safe?.getAttribute('target')).toBe('_blank');
    expect(safe?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(['class', 'id', 'style'].filter((name) => safe?.hasAttribute(name))).toEqual([]);
  });

  it('holds to its rules on every call, whatever another caller asks of its own DOMPurify', () => {
    const first = sanitizeHtml(HOSTILE);
    // Another part of the page, far more permissive, on the shared DOMPurify: settings of its own, kept.
    DOMPurify.setConfig({ ADD_TAGS: ['iframe', 'style'], ADD_ATTR: ['onerror', 'style'] });
    try {
      expect(DOMPurify.sanitize('<img src="x.png" onerror="alert(5)">')).toContain('onerror');
      expect(sanitizeHtml(HOSTILE)).toBe(first);
      expect(sanitizeHtml('<img src="x.png" onerror="alert(5)"><iframe></iframe>')).toBe(
        '<img src="x.png" alt="">',
      );
    } finally {
      DOMPurify.clearConfig();
    }
  });

  it('gives an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});
