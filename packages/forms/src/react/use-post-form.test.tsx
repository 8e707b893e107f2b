// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { draftTestStorage } from '../test/draft-test-storage';
import { localDraftKeys } from '../rules/local-draft';
import type { PostDraft } from '../rules/local-draft.post';
import { postMessages, type PostImage } from '../rules/post';
import { EMPTY_POST_FORM, usePostForm, type PostFormOptions } from './use-post-form';

const KEY = localDraftKeys.post(7);
const NOW = Date.UTC(2026, 10, 26, 8);
const stored = (index: number): PostImage => ({
  url: `https://img.example.test/mp/${index}_800_600.jpg`,
  status: 'done',
});

const storage = draftTestStorage();

function renderForm(overrides: Partial<PostFormOptions> = {}) {
  const options: PostFormOptions = {
    initial: EMPTY_POST_FORM,
    draftKey: KEY,
    contentId: null,
    images: [],
    rules: {},
    now: () => NOW,
    storage,
    ...overrides,
  };
  return renderHook((props: Partial<PostFormOptions>) => usePostForm({ ...options, ...props }), {
    initialProps: {},
  });
}

const saved = (): PostDraft | null => JSON.parse(storage.items.get(KEY) ?? 'null');

describe('usePostForm', () => {
  it('saves every 8 000 ms while the form holds anything, with the stored image addresses only', () => {
    const { result, rerender } = renderForm();
    act(() => void vi.advanceTimersByTime(8_000));
    expect(saved()).toBeNull();

    act(() => result.current.set('content', 'A walk by the sea #travel'));
    rerender({ images: [stored(1), { url: 'blob:local', status: 'uploading' }] });
    act(() => void vi.advanceTimersByTime(7_999));
    expect(saved()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(saved()).toMatchObject({
      contentId: null,
      content: 'A walk by the sea #travel',
      images: [stored(1).url],
      savedAt: NOW,
    });
  });

  it('opened on a task or an item, holds nothing to lose until something changes, and saves nothing till then', () => {
    const task = { ...EMPTY_POST_FORM, title: 'Generated', content: 'A generated post #ai' };
    const images = [stored(1), stored(2)];
    const { result, rerender } = renderForm({
      initial: task,
      initialImages: images.map((image) => image.url),
      images,
    });
    expect([result.current.empty, result.current.changed]).toEqual([false, false]);
    act(() => void vi.advanceTimersByTime(8_000));
    expect(saved()).toBeNull();

    rerender({ images: [stored(2), stored(1)] });
    expect(result.current.changed).toBe(true);
    rerender({ images });
    expect(result.current.changed).toBe(false);
    act(() => result.current.set('content', 'A polished post #ai'));
    expect(result.current.changed).toBe(true);
    act(() => void vi.advanceTimersByTime(8_000));
    expect(saved()).toMatchObject({ content: 'A polished post #ai' });

    // Back to what it opened with: the draft saved in between goes, nothing stale is offered next time.
    act(() => result.current.set('content', task.content));
    act(() => void vi.advanceTimersByTime(8_000));
    expect(saved()).toBeNull();
  });

  it('opened as the page opens it (the images handed along with the fields) holds nothing to lose', () => {
    const images = [stored(1)];
    const opened = { ...EMPTY_POST_FORM, images: images.map((image) => image.url) };
    const { result } = renderForm({ initial: opened, initialImages: opened.images, images });
    expect(result.current.changed).toBe(false);
    const empty = renderForm({ initial: { ...EMPTY_POST_FORM, images: [] } as typeof EMPTY_POST_FORM });
    expect([empty.result.current.changed, empty.result.current.empty]).toEqual([false, true]);
  });

  it('offers a saved draft back, does not save over it while it waits, and restores it on continue', () => {
    const draft: PostDraft = {
      contentId: null,
      title: 'Kept',
      content: 'Words worth keeping',
      images: [stored(2).url],
      categoryId: 4,
      topicId: 401,
      scheduled: true,
      publishAt: 1_780_000_000,
      savedAt: NOW - 60_000,
    };
    storage.setItem(KEY, JSON.stringify(draft));
    const { result } = renderForm();
    expect(result.current.draft.offer).toEqual(draft);

    act(() => result.current.set('title', 'Typed before answering'));
    act(() => void vi.advanceTimersByTime(16_000));
    expect(saved()).toEqual(draft);

    let restored: PostDraft | null = null;
    act(() => void (restored = result.current.draft.restore()));
    expect(restored).toEqual(draft);
    expect(result.current.draft.offer).toBeNull();
    expect(result.current.values).toEqual({
      title: 'Kept',
      content: 'Words worth keeping',
      categoryId: 4,
      topicId: 401,
      scheduled: true,
      publishAt: 1_780_000_000_000,
    });
  });

  it('giving up removes the saved draft', () => {
    storage.setItem(
      KEY,
      JSON.stringify({ ...EMPTY_POST_FORM, contentId: null, images: [], savedAt: 1, content: 'x' }),
    );
    const { result } = renderForm();
    expect(result.current.draft.offer).not.toBeNull();
    act(() => result.current.draft.discard());
    expect(result.current.draft.offer).toBeNull();
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('offers a draft only to the composer it belongs to, and an edit never saves over another item’s draft', () => {
    const otherDraft = { ...EMPTY_POST_FORM, contentId: null, images: [], savedAt: 1, content: 'A new post' };
    storage.setItem(KEY, JSON.stringify(otherDraft));
    const { result } = renderForm({ contentId: 42, initial: { ...EMPTY_POST_FORM, content: 'Post 42' } });
    expect(result.current.draft.offer).toBeNull();
    act(() => void vi.advanceTimersByTime(8_000));
    expect(saved()).toEqual(otherDraft);
    act(() => result.current.draft.saveNow());
    expect(saved()).toEqual(otherDraft);
  });

  it('clears only its own draft, and saves nothing while paused (publishing) or while an offer waits', () => {
    const newPost = { ...EMPTY_POST_FORM, contentId: null, images: [], savedAt: 1, content: 'A new post' };
    storage.setItem(KEY, JSON.stringify(newPost));
    const edit = renderForm({ contentId: 42, initial: { ...EMPTY_POST_FORM, content: 'Post 42' } });
    act(() => edit.result.current.draft.clear());
    expect(saved()).toEqual(newPost);

    const composer = renderForm();
    expect(composer.result.current.draft.offer).not.toBeNull();
    act(() => composer.result.current.draft.saveNow());
    expect(saved()).toEqual(newPost);

    edit.unmount();
    composer.unmount();
    storage.removeItem(KEY);
    const paused = renderForm({ paused: true, initial: { ...EMPTY_POST_FORM, content: 'Being published' } });
    act(() => void vi.advanceTimersByTime(16_000));
    expect(saved()).toBeNull();
    act(() => paused.result.current.draft.clear());
  });

  it('clears the mark of a topic or schedule problem when its value changes', async () => {
    const { result, rerender } = renderForm({
      images: [stored(1)],
      rules: { categories: [{ tag_id: 1, children: [{ tag_id: 11 }] }] },
      initial: { ...EMPTY_POST_FORM, content: 'long enough to publish', categoryId: 1 },
    });
    await act(() => result.current.prepare());
    expect(result.current.invalid).toBe('topic');
    act(() => result.current.set('topicId', 11));
    expect(result.current.invalid).toBeNull();

    rerender({ images: [stored(1)] });
    act(() => {
      result.current.set('scheduled', true);
      result.current.set('publishAt', NOW + 60_000);
    });
    await act(() => result.current.prepare());
    expect(result.current.invalid).toBe('schedule');
    act(() => result.current.set('publishAt', NOW + 2 * 3_600_000));
    expect(result.current.invalid).toBeNull();
  });

  it('checks on publish: the first problem with its field, marked until that field changes', async () => {
    const { result, rerender } = renderForm();
    await act(() => result.current.prepare());
    expect(result.current.invalid).toBe('images');

    rerender({ images: [stored(1)] });
    act(() => result.current.set('content', 'short'));
    let prepared = (await act(() => result.current.prepare()))!;
    // The bound that comes from configuration travels with the message (2 000 when the configuration is silent).
    expect(prepared.problem).toMatchObject({
      field: 'content',
      message: { id: postMessages.contentLength.id, values: { min: '10', max: '2000' } },
    });
    act(() => result.current.set('content', 'long enough to publish'));
    expect(result.current.invalid).toBeNull();
    prepared = (await act(() => result.current.prepare()))!;
    expect(prepared.problem).toBeNull();
  });

  it('builds the payload of a new post and of an edit', async () => {
    const { result, rerender } = renderForm({ openedAt: NOW - 5_000 });
    rerender({ images: [stored(1), stored(2)] });
    act(() => result.current.set('content', 'Sunset #sea #sea'));
    expect((await act(() => result.current.prepare()))!.payload).toMatchObject({
      show_type: 2,
      images: [stored(1).url, stored(2).url],
      cover_images: [stored(1).url],
      hashtag: ['sea'],
      publish_date: 0,
      spent_time: 5_000,
      had_updated: false,
    });
    const edit = renderForm({ contentId: 42, images: [stored(1)] });
    act(() => edit.result.current.set('content', 'Edited words'));
    expect((await act(() => edit.result.current.prepare()))!.payload).toMatchObject({
      content_id: 42,
      had_updated: true,
    });
  });
});
