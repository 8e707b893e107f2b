// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { draftTestStorage } from '../test/draft-test-storage';
import * as z from 'zod/mini';
import { useLocalDraft, type DraftFields, type LocalDraftOptions } from './use-local-draft';

const noteSchema = z.object({
  contentId: z.nullable(z.number()),
  text: z.string().check(z.maxLength(100)),
  savedAt: z.number(),
});
type Note = z.infer<typeof noteSchema>;

const KEY = 'draft:note:7';
const NOW = Date.UTC(2026, 10, 29, 8);

const storage = draftTestStorage();

/** A one-field form around the hook, as a page would hold it. */
function render(options: Partial<LocalDraftOptions<Note>> & { start?: string } = {}) {
  return renderHook(
    (props: Partial<LocalDraftOptions<Note>>) => {
      const [text, setText] = useState(options.start ?? '');
      const draft = useLocalDraft<Note>({
        draftKey: KEY,
        contentId: null,
        schema: noteSchema,
        read: () => ({ text }),
        write: (fields: DraftFields<Note>) => setText(fields.text),
        empty: text === '',
        now: () => NOW,
        storage,
        ...options,
        ...props,
      });
      return { text, setText, draft };
    },
    { initialProps: {} },
  );
}

const stored = () => JSON.parse(storage.items.get(KEY) ?? 'null') as Note | null;

describe('useLocalDraft', () => {
  it('saves every 8 000 ms while the form holds work, with whose it is and when', () => {
    const { result } = render();
    act(() => void vi.advanceTimersByTime(8_000));
    expect(stored()).toBeNull();
    act(() => result.current.setText('A thought'));
    act(() => void vi.advanceTimersByTime(7_999));
    expect(stored()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(stored()).toEqual({ contentId: null, text: 'A thought', savedAt: NOW });
  });

  it('offers the saved draft back and saves nothing over it until answered; restore, then undo', () => {
    const saved: Note = { contentId: null, text: 'Kept words', savedAt: NOW - 1 };
    storage.setItem(KEY, JSON.stringify(saved));
    const { result } = render({ start: 'Typed first' });
    expect(result.current.draft.offer).toEqual(saved);
    act(() => void vi.advanceTimersByTime(16_000));
    expect(stored()).toEqual(saved);

    act(() => void result.current.draft.restore());
    expect(result.current.text).toBe('Kept words');
    expect([result.current.draft.offer, result.current.draft.canUndo]).toEqual([null, true]);
    act(() => result.current.draft.undo());
    expect(result.current.text).toBe('Typed first');
    expect(result.current.draft.offer).toEqual(saved);

    act(() => void result.current.draft.restore());
    act(() => result.current.draft.keepRestore());
    expect(result.current.draft.canUndo).toBe(false);
  });

  it('sending while a draft is still offered declines it: what is sent is what is kept (a 401 loses nothing)', () => {
    const saved: Note = { contentId: null, text: 'An older draft', savedAt: NOW - 1 };
    storage.setItem(KEY, JSON.stringify(saved));
    const { result } = render({ start: 'Typed without answering' });
    expect(result.current.draft.offer).toEqual(saved);
    act(() => result.current.draft.saveNow());
    expect(stored()).toEqual({ contentId: null, text: 'Typed without answering', savedAt: NOW });
    expect(result.current.draft.offer).toBeNull();

    // An empty form sends nothing over an offered draft.
    storage.setItem(KEY, JSON.stringify(saved));
    const empty = render();
    act(() => empty.result.current.draft.saveNow());
    expect(stored()).toEqual(saved);
    expect(empty.result.current.draft.offer).toEqual(saved);
  });

  it('reads only what the schema allows: anything else is removed, never offered', () => {
    storage.setItem(KEY, JSON.stringify({ contentId: null, text: 'x'.repeat(101), savedAt: 1 }));
    const { result } = render();
    expect(result.current.draft.offer).toBeNull();
    expect(storage.items.has(KEY)).toBe(false);
    storage.setItem(KEY, '{not json');
    render();
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('belongs to one form: an edit is not offered a new work’s draft, never saves over it, never clears it', () => {
    const newWork: Note = { contentId: null, text: 'New work', savedAt: 1 };
    storage.setItem(KEY, JSON.stringify(newWork));
    const { result } = render({ contentId: 42, start: 'Item 42' });
    expect(result.current.draft.offer).toBeNull();
    act(() => result.current.setText('Item 42, edited'));
    act(() => result.current.draft.saveNow());
    act(() => result.current.draft.clear());
    expect(stored()).toEqual(newWork);
  });

  it('gives up, clears its own, pauses, and removes its draft once the form is back as it opened', () => {
    storage.setItem(KEY, JSON.stringify({ contentId: null, text: 'Old', savedAt: 1 }));
    const offered = render();
    act(() => offered.result.current.draft.discard());
    expect(storage.items.has(KEY)).toBe(false);
    offered.unmount();

    const paused = render({ start: 'Being sent', paused: true });
    act(() => void vi.advanceTimersByTime(16_000));
    expect(stored()).toBeNull();
    act(() => paused.result.current.draft.saveNow());
    expect(stored()).toMatchObject({ text: 'Being sent' });
    act(() => paused.result.current.draft.clear());
    expect(stored()).toBeNull();
    paused.unmount();

    storage.setItem(KEY, JSON.stringify({ contentId: 5, text: 'Saved in between', savedAt: 1 }));
    const unchanged = render({ contentId: 5, start: 'As opened', changed: false });
    act(() => void unchanged.result.current.draft.discard());
    storage.setItem(KEY, JSON.stringify({ contentId: 5, text: 'Saved in between', savedAt: 1 }));
    act(() => unchanged.result.current.draft.saveNow());
    expect(stored()).toBeNull();
  });
});
