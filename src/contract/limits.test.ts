import { describe, expect, it } from 'vitest';
import { countGraphemes, limits, textLength } from './limits';
import { bioSchema, postContentSchema } from './payloads';

describe('countGraphemes', () => {
  it('counts what a reader sees as one character once', () => {
    expect(countGraphemes('hello')).toBe(5);
    expect(countGraphemes('👍🏽')).toBe(1);
    expect(countGraphemes('👩‍👩‍👧‍👦 family')).toBe(8);
    expect(countGraphemes('é')).toBe(1);
    expect(countGraphemes('')).toBe(0);
  });

  it('stops counting just past stopAfter, so a huge text costs no more than a long one', () => {
    expect(countGraphemes('a'.repeat(300_000), 500)).toBe(501);
    expect(countGraphemes('👩🏽‍💻'.repeat(60_000), 500)).toBe(501);
    expect(countGraphemes('abc', 500)).toBe(3);
    // At the edges of the first prefix (8,032 code units for 500): 500 emoji of 7 units each fit.
    expect(countGraphemes('👩🏽‍💻'.repeat(500), 500)).toBe(500);
    expect(countGraphemes('👩🏽‍💻'.repeat(1200), 500)).toBe(501);
    expect(countGraphemes(`${'a'.repeat(8031)}👩🏽‍💻`, 9000)).toBe(8032);
    expect(countGraphemes(`e${'\u0301'.repeat(300_000)}`, 500)).toBe(1);
  });
});

describe('postContentSchema', () => {
  const refusal = 'content must be at most 500 characters';

  it('takes 500 characters, emoji counted once, and refuses the 501st', () => {
    expect(postContentSchema.safeParse('a'.repeat(500)).success).toBe(true);
    expect(postContentSchema.safeParse('👩‍👩‍👧‍👦'.repeat(500)).success).toBe(true);
    const over = postContentSchema.safeParse('a'.repeat(501));
    expect(over.error?.issues[0]?.message).toBe(refusal);
  });

  it('refuses a few characters stacked with endless combining marks', () => {
    // Each of these is one grapheme, so only the length in code units bounds the post's size.
    const stacked = `e${'\u0301'.repeat(100)}`.repeat(100);
    expect(countGraphemes(stacked)).toBe(100);
    const answer = postContentSchema.safeParse(stacked);
    expect(answer.error?.issues[0]?.message).toBe(refusal);
  });
});

describe('textLength', () => {
  it("counts as the server's limits do: an emoji is one, a family of five code points five", () => {
    expect(textLength('')).toBe(0);
    expect(textLength('Maya')).toBe(4);
    expect(textLength('🌻🌻')).toBe(2);
    expect(textLength('👩‍👩‍👧')).toBe(5);
    for (const bio of ['🌻'.repeat(limits.bioMax), '🌻'.repeat(limits.bioMax + 1), 'a'.repeat(161)])
      expect(bioSchema.safeParse(bio).success).toBe(textLength(bio) <= limits.bioMax);
  });
});
