import { describe, expect, it } from 'vitest';
import { contentStatusName } from './content-status';

describe('contentStatusName', () => {
  it('maps every state of the wire onto the tag a creator sees', () => {
    expect([1, 2, 3, 4, 5, 10, 11, 12].map(contentStatusName)).toEqual([
      'published',
      'draft',
      'pending-review',
      'in-review',
      'unapproved',
      'offline',
      'deleted',
      'scheduled',
    ]);
  });

  it('has no tag for the "all" filter or an unknown code', () => {
    expect([0, 6, 99, -1].map(contentStatusName)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
