import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@creator/domain/storage';
import { localDraftKeys, readLocalDraft, removeLocalDraft, writeLocalDraft } from './local-draft';
import { isPostDraftEmpty, postDraftSchema, type PostDraft } from './local-draft.post';

const storage = (initial: Record<string, string> = {}) => memoryStorage(Object.entries(initial));

const draft: PostDraft = {
  contentId: null,
  title: 'Sea',
  content: 'A walk by the sea #travel',
  images: ['https://img.example.com/mp/a_800_600.jpg'],
  categoryId: 3,
  topicId: null,
  scheduled: true,
  publishAt: 1_780_000_000,
  savedAt: 1_779_000_000_000,
};

describe('local drafts', () => {
  it('uses the contract’s keys', () => {
    expect(localDraftKeys.post(7)).toBe('draft:post:7');
    expect(localDraftKeys.article(7)).toBe('draft:article:7');
    expect(localDraftKeys.polish(7, 12)).toBe('draft:polish:7:12');
  });

  it('reads back what it wrote', () => {
    const store = storage();
    expect(writeLocalDraft(store, 'k', draft)).toBe(true);
    expect(readLocalDraft(store, 'k', postDraftSchema)).toEqual(draft);
    removeLocalDraft(store, 'k');
    expect(readLocalDraft(store, 'k', postDraftSchema)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['a file instead of an address', JSON.stringify({ ...draft, images: ['blob:http://x/1'] })],
    ['a script address', JSON.stringify({ ...draft, images: ['javascript:alert(1)'] })],
    ['eleven images', JSON.stringify({ ...draft, images: Array(11).fill(draft.images[0]) })],
    ['a missing field', JSON.stringify({ title: 'x' })],
  ])('drops a stored draft that is %s', (_, text) => {
    const store = storage({ k: text });
    expect(readLocalDraft(store, 'k', postDraftSchema)).toBeNull();
    expect(store.items.has('k')).toBe(false);
  });

  it('survives a storage that refuses to save', () => {
    const full = {
      ...storage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeLocalDraft(full, 'k', draft)).toBe(false);
  });

  it('calls a form empty only when nothing was typed, chosen or added', () => {
    const empty = { title: ' ', content: '\n', images: [], categoryId: null };
    expect(isPostDraftEmpty(empty)).toBe(true);
    expect(isPostDraftEmpty({ ...empty, content: 'x' })).toBe(false);
    expect(isPostDraftEmpty({ ...empty, categoryId: 2 })).toBe(false);
    expect(isPostDraftEmpty({ ...empty, pendingImages: 1 })).toBe(false);
  });
});
