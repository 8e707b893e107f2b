import { describe, expect, it } from 'vitest';
import { contentKind, creationKinds, editorPath } from './show-types';

describe('creationKinds', () => {
  it('offers the short post first, then the article and its drafts', () => {
    expect(creationKinds([1, 2])).toEqual(['post', 'article', 'draft']);
    expect(creationKinds([2, 1, 3])).toEqual(['post', 'article', 'draft']);
  });

  it('follows each show type alone', () => {
    expect(creationKinds([2])).toEqual(['post']);
    expect(creationKinds([1])).toEqual(['article', 'draft']);
    expect(creationKinds([3])).toEqual([]);
    expect(creationKinds([])).toEqual([]);
  });
});

describe('contentKind', () => {
  it('lists a short post as short and every other show type as long', () => {
    expect([2, 1, 3, 99].map(contentKind)).toEqual(['short', 'long', 'long', 'long']);
  });
});

describe('editorPath', () => {
  it('edits a short post in the composer and everything else in the article editor', () => {
    expect(editorPath(2, 42)).toBe('/creator/post?content_id=42');
    expect(editorPath(1, 7)).toBe('/creator/editor?content_id=7');
    expect(editorPath(1)).toBe('/creator/editor');
  });
});
