import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands and leaves smaller counts as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1527)).toBe('1,527');
    expect(formatCount(29_041)).toBe('29,041');
    expect(formatCount(1_000_000)).toBe('1,000,000');
  });
});
