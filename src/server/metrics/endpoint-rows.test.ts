import { describe, expect, it } from 'vitest';
import { endpoints } from '@/contract';
import { otherRow, rowOf } from './endpoint-rows';

describe('rowOf', () => {
  it.each(Object.entries(endpoints))(
    'labels a request of the row %s with its name',
    (name, row) => {
      const path = row.path.replace(/:\w+/g, 'some-id-1');
      expect(rowOf(row.method, path)).toBe(name);
    },
  );

  it('takes the fixed row before the one with a parameter, and either form of a trailing slash', () => {
    expect(rowOf('GET', '/api/users/bookmark')).toBe('bookmarks');
    expect(rowOf('GET', '/api/users/someone')).toBe('user');
    expect(rowOf('GET', '/api/feed/')).toBe('feed');
  });

  it('labels every other path and method alike, so that odd requests add no series', () => {
    expect(rowOf('GET', '/api/no/such/route')).toBe(otherRow);
    expect(rowOf('PATCH', '/api/feed')).toBe(otherRow);
    expect(rowOf('GET', '/explore')).toBe(otherRow);
  });
});
