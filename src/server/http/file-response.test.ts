import { describe, expect, it } from 'vitest';
import { parseRange } from './file-response';

describe('parseRange', () => {
  it('reads one byte range, open-ended or from the end', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('sends the whole file for no range, a malformed one or several', () => {
    for (const header of [undefined, '', 'bytes=-', 'items=0-1', 'bytes=0-1,5-6', 'bytes=a-b']) {
      expect(parseRange(header, 1000), header).toBeUndefined();
    }
  });

  it('tells a range outside the file', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-4', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
