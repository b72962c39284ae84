import { describe, expect, it } from 'vitest';
import { countGraphemes } from './limits';

describe('countGraphemes', () => {
  it('counts what a reader sees as one character once', () => {
    expect(countGraphemes('hello')).toBe(5);
    expect(countGraphemes('👍🏽')).toBe(1);
    expect(countGraphemes('👩‍👩‍👧‍👦 family')).toBe(8);
    expect(countGraphemes('é')).toBe(1);
    expect(countGraphemes('')).toBe(0);
  });
});
