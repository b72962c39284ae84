import { describe, expect, it } from 'vitest';
import { notificationLimits } from '@/contract/notification';
import { excerptOf } from './present-notifications';

describe('excerptOf', () => {
  const max = notificationLimits.excerptLength;

  it('keeps a short text whole, on one line', () => {
    expect(excerptOf('  Hello\n\nthere\tfriend  ')).toBe('Hello there friend');
  });

  it('keeps a text of exactly the limit whole', () => {
    expect(excerptOf('a'.repeat(max))).toBe('a'.repeat(max));
  });

  it('cuts a longer text to the limit, the last character an ellipsis', () => {
    const excerpt = excerptOf('word '.repeat(40));
    expect([...excerpt]).toHaveLength(max);
    expect(excerpt).toBe(`${'word '.repeat(16).trimEnd()}…`);
  });

  it('counts an emoji of several code points as one character', () => {
    const family = '👨‍👩‍👧';
    expect(excerptOf(family.repeat(max))).toBe(family.repeat(max));
    expect(excerptOf(family.repeat(max + 1))).toBe(`${family.repeat(max - 1)}…`);
  });

  it('keeps an accent written as a second code point with its letter', () => {
    const accented = 'e\u0301';
    expect(excerptOf(`${'a'.repeat(max - 1)}${accented} more`)).toBe(`${'a'.repeat(max - 1)}…`);
    expect(excerptOf(accented.repeat(max))).toBe(accented.repeat(max));
    // The accent just past the limit joins the last letter: still max characters, kept whole.
    expect(excerptOf(`${'a'.repeat(max)}\u0301`)).toBe(`${'a'.repeat(max)}\u0301`);
    expect(excerptOf(accented.repeat(max + 1))).toBe(`${accented.repeat(max - 1)}…`);
  });
});
