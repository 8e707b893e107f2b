import { describe, expect, it } from 'vitest';
import { contentListItemData, type ContentRow } from './content-item';

const HOST = 'https://img.example.com';
const row: ContentRow = {
  status: 5,
  show_type: 2,
  title: '',
  brief: 'Walked through the stalls before sunrise',
  cover_images: [`${HOST}/content/a_1080_1440.jpg`, `${HOST}/content/b_1080_1440.jpg`],
  publish_date: 1_772_600_000,
  updated_at: 1_772_694_249,
  reason: 'Images do not match the text',
  expose_count: 1,
  click_count: 2,
  like_count: 3,
  unlike_count: 4,
};

describe('contentListItemData', () => {
  it('shows a short post portrait, its tag by status, its first cover at the list thumbnail', () => {
    expect(contentListItemData(row, HOST)).toEqual({
      kind: 'short',
      title: '',
      brief: row.brief,
      coverUrl: `${HOST}/content/a_1080_1440.jpg?w=320&h=320`,
      status: 'unapproved',
      reason: 'Images do not match the text',
      publishDate: row.publish_date,
      updatedAt: row.updated_at,
      exposeCount: 1,
      clickCount: 2,
      likeCount: 3,
      unlikeCount: 4,
    });
  });

  it('shows anything else landscape, no cover as none, an unknown status as published', () => {
    const item = contentListItemData(
      { ...row, show_type: 1, status: 99, cover_images: [], reason: null },
      HOST,
    );
    expect(item).toMatchObject({ kind: 'long', coverUrl: undefined, status: 'published', reason: undefined });
  });
});
