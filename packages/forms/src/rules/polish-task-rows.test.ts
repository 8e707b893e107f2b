import { describe, expect, it } from 'vitest';
import { publishedRow, taskRow } from './polish-task-rows';

const HOST = 'https://img.example.test';
const task = {
  id: 7,
  title: 'Rainy museums',
  body: 'Five museums #jakarta',
  cover_images: [`${HOST}/mp/a_800_600.jpg`, 'https://elsewhere.test/b.jpg'],
  created_at: 1_772_000_000,
  claimed_at: 1_772_100_000,
};

describe('taskRow', () => {
  it('shows the time of its tab, and the pictures of the image host at the 320 variant', () => {
    expect(taskRow(task, HOST, 'claimed')).toEqual({
      id: 7,
      title: 'Rainy museums',
      body: 'Five museums #jakarta',
      images: [`${HOST}/mp/a_800_600.jpg?w=320&h=320`, 'https://elsewhere.test/b.jpg'],
      time: 1_772_100_000,
    });
    // A claim time left over from an earlier claim is not the creation time of a task to be claimed.
    expect(taskRow(task, HOST, 'pending').time).toBe(1_772_000_000);
    expect(taskRow({ ...task, claimed_at: null }, HOST, 'claimed').time).toBeUndefined();
  });
});

describe('publishedRow', () => {
  it('shows every picture of the post, its covers when the list leaves them out, and the brief as its body', () => {
    const item = {
      content_id: 9,
      title: '',
      brief: 'A published brief',
      cover_images: [`${HOST}/mp/c.jpg`],
      publish_date: 1_772_200_000,
    };
    expect(publishedRow(item, HOST)).toMatchObject({
      id: 9,
      body: 'A published brief',
      images: [`${HOST}/mp/c.jpg?w=320&h=320`],
    });
    expect(
      publishedRow({ ...item, images: [`${HOST}/mp/d.jpg`, `${HOST}/mp/e.jpg`] }, HOST).images,
    ).toHaveLength(2);
  });
});
