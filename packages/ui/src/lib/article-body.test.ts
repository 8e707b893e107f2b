import { describe, expect, it } from 'vitest';
import { articleBodyHtml } from './article-body';

const SRC = 'https://img.example.com/a/durian.jpg';

describe('articleBodyHtml', () => {
  it.each([
    [
      'the editor’s three levels one down',
      '<h1>a</h1><h2>b <b>c</b></h2><h3>d</h3><p>e</p>',
      '<h2>a</h2><h3>b <b>c</b></h3><h4>d</h4><p>e</p>',
    ],
    ['a body that starts at h2 as it is', '<h2>a</h2><p>b</p><h3>c</h3>', '<h2>a</h2><p>b</p><h3>c</h3>'],
    ['a skipped level closed up', '<h1>a</h1><h3>b</h3>', '<h2>a</h2><h3>b</h3>'],
    [
      'a deeper heading first no lower than h2',
      '<h3>a</h3><h1>b</h1><h3>c</h3>',
      '<h2>a</h2><h2>b</h2><h3>c</h3>',
    ],
    ['HTML without headings or images unchanged', '<p>no headings</p>', '<p>no headings</p>'],
  ])('places %s', (_, html, expected) => {
    expect(articleBodyHtml(html)).toBe(expected);
  });

  it('marks an image its author did not describe as decorative, never read out by its address', () => {
    const body = document.createElement('div');
    body.innerHTML = articleBodyHtml(`<p>Stalls<img src="${SRC}" width="640" height="480"></p>`);
    const image = body.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', SRC);
    expect(image).toHaveAttribute('width', '640');
  });

  it('keeps the description an author wrote, an empty one too, and heads the body as well', () => {
    const body = document.createElement('div');
    body.innerHTML = articleBodyHtml(
      `<h1>Durian</h1><p><img src="${SRC}" alt="A durian stall at dawn"><img src="${SRC}" alt=""><img src="${SRC}"></p>`,
    );
    expect([...body.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([
      'A durian stall at dawn',
      '',
      '',
    ]);
    expect(body.querySelector('h2')).toHaveTextContent('Durian');
    expect(body.querySelector('h1')).toBeNull();
  });
});
