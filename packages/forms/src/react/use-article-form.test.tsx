// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { draftTestStorage } from '../test/draft-test-storage';
import { articleMessages } from '../rules/article';
import type { ArticleDraft } from '../rules/local-draft.article';
import { localDraftKeys } from '../rules/local-draft';
import { EMPTY_ARTICLE_FORM, useArticleForm, type ArticleFormOptions } from './use-article-form';

const KEY = localDraftKeys.article(7);
const NOW = Date.UTC(2026, 10, 26, 8);
const HOST = 'https://img.example.test';
const image = (n: number) => `${HOST}/mp/${n}_1280_720.jpg`;
// The converter is the page's (micromark and the allow-list); a stand-in that makes images and paragraphs.
const toHtml = (markdown: string) =>
  markdown
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const img = /^!\[\]\((.+)\)$/u.exec(line);
      return img ? `<p><img src="${img[1]}"></p>` : `<p>${line}</p>`;
    })
    .join('');

const storage = draftTestStorage();

function render(options: Partial<ArticleFormOptions> = {}) {
  return renderHook((props: Partial<ArticleFormOptions>) =>
    useArticleForm({
      initial: EMPTY_ARTICLE_FORM,
      draftKey: KEY,
      contentId: null,
      toHtml,
      now: () => NOW,
      storage,
      ...options,
      ...props,
    }),
  );
}

const saved = (draft: Partial<ArticleDraft> = {}): ArticleDraft => ({
  contentId: null,
  title: 'A saved title',
  markdown: 'Saved words here',
  covers: [],
  hashtags: ['travel'],
  savedAt: NOW - 60_000,
  ...draft,
});

describe('useArticleForm', () => {
  it('autosaves every 8 000 ms while anything is typed, the body as Markdown', () => {
    const { result } = render();
    act(() => vi.advanceTimersByTime(8_000));
    expect(storage.items.has(KEY)).toBe(false);
    act(() => result.current.set('markdown', '# Heading\n\nSome **words**'));
    act(() => vi.advanceTimersByTime(8_000));
    expect(JSON.parse(storage.items.get(KEY)!)).toMatchObject({
      contentId: null,
      markdown: '# Heading\n\nSome **words**',
      savedAt: NOW,
    });
  });

  it('offers the saved draft; restoring it can be undone, and the offer comes back', () => {
    storage.setItem(KEY, JSON.stringify(saved()));
    const { result } = render({ initial: { ...EMPTY_ARTICLE_FORM, title: 'What was open' } });
    expect(result.current.draft.offer?.title).toBe('A saved title');
    act(() => result.current.draft.restore());
    expect(result.current.values).toMatchObject({ title: 'A saved title', markdown: 'Saved words here' });
    expect(result.current.draft.canUndo).toBe(true);
    act(() => result.current.draft.undo());
    expect(result.current.values.title).toBe('What was open');
    expect(result.current.draft.offer?.title).toBe('A saved title');
    // The draft stays on the device while it is offered.
    expect(storage.items.has(KEY)).toBe(true);
  });

  it('does not save over the offer while it waits, nor offer another item’s draft', () => {
    storage.setItem(KEY, JSON.stringify(saved({ contentId: 42 })));
    const { result } = render();
    expect(result.current.draft.offer).toBeNull();
    const other = render({ contentId: 42 });
    expect(other.result.current.draft.offer?.contentId).toBe(42);
    act(() => other.result.current.set('title', 'Typed while the offer waits'));
    act(() => vi.advanceTimersByTime(8_000));
    expect(JSON.parse(storage.items.get(KEY)!).title).toBe('A saved title');
  });

  it('reads nothing that is not a draft (a hand-edited or hostile value is removed)', () => {
    storage.setItem(KEY, JSON.stringify({ ...saved(), covers: ['javascript:alert(1)'] }));
    const { result } = render();
    expect(result.current.draft.offer).toBeNull();
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('refuses an empty draft with draft.empty and points at the title', async () => {
    const { result } = render();
    const { problem } = (await act(() => result.current.prepare({ mode: 'draft', imageHost: HOST })))!;
    expect(problem).toEqual({ field: 'title', message: articleMessages.draftEmpty });
    expect(result.current.invalid).toBe('title');
    act(() => result.current.set('title', 'x'));
    expect(result.current.invalid).toBeNull();
  });

  it('builds the publish body from the HTML: images, covers still in the body, hashtags normalised', async () => {
    const { result } = render({
      contentId: 9,
      initial: {
        title: '  Ten characters at least  ',
        markdown: `Words enough for the body\n![](${image(1)})\n![](${image(2)})`,
        covers: [image(2), image(3)],
        hashtags: ['#Travel', 'travel', 'Night Train'],
      },
    });
    const { problem, payload } = (await act(() =>
      result.current.prepare({ mode: 'publish', imageHost: HOST }),
    ))!;
    expect(problem).toBeNull();
    expect(payload).toEqual({
      show_type: 1,
      content_id: 9,
      had_updated: true,
      title: 'Ten characters at least',
      content: `<p>Words enough for the body</p><p><img src="${image(1)}"></p><p><img src="${image(2)}"></p>`,
      images: [image(1), image(2)],
      cover_images: [image(2)],
      hashtag: ['travel', 'nighttrain'],
    });
  });

  it('opened on an item, holds nothing to lose and saves nothing until something changes', () => {
    const item = {
      title: 'A published title',
      markdown: `Words\n![](${image(1)})`,
      covers: [image(1)],
      hashtags: ['sea'],
    };
    const { result } = render({ contentId: 9, initial: item });
    expect([result.current.empty, result.current.changed]).toEqual([false, false]);
    act(() => void vi.advanceTimersByTime(8_000));
    expect(storage.items.has(KEY)).toBe(false);
    act(() => result.current.set('hashtags', ['sea', 'night']));
    expect(result.current.changed).toBe(true);
    act(() => void vi.advanceTimersByTime(8_000));
    expect(JSON.parse(storage.items.get(KEY)!)).toMatchObject({ contentId: 9, hashtags: ['sea', 'night'] });
  });

  it('clears only its own saved draft', () => {
    storage.setItem(KEY, JSON.stringify(saved({ contentId: 5 })));
    const { result } = render({ contentId: null });
    act(() => result.current.draft.clear());
    expect(storage.items.has(KEY)).toBe(true);
  });
});
