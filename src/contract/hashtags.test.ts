import { describe, expect, it } from 'vitest';
import { hashtagsIn, maxTagsPerText, tagOf } from './hashtags';

describe('hashtagsIn', () => {
  it('finds #words of letters, digits and _, in any script, stored case-folded and NFC', () => {
    expect(hashtagsIn('Hello #Murmur and #kiln_2026, #Café, #日本語!')).toEqual([
      'murmur',
      'kiln_2026',
      'café',
      '日本語',
    ]);
    // A decomposed é (e and a combining accent) is the same tag as the composed one.
    expect(hashtagsIn('#Cafe\u0301')).toEqual(['café']);
  });

  it('takes each tag once, at most ten, and leaves out words that are all digits', () => {
    expect(hashtagsIn('#a #A #b #123 #2026film')).toEqual(['a', 'b', '2026film']);
    const many = Array.from({ length: 12 }, (_, n) => `#t${n}`).join(' ');
    expect(hashtagsIn(many)).toHaveLength(maxTagsPerText);
  });

  it('ignores a # inside a word, an entity, a path or a web address', () => {
    expect(hashtagsIn('a#b c##d &#123; x/#y https://x.org/page#frag https://x.org/?a=#z')).toEqual(
      [],
    );
    expect(hashtagsIn('(#ok) "#quoted" #end.')).toEqual(['ok', 'quoted', 'end']);
  });
});

describe('tagOf', () => {
  it('answers the stored form of a word that can be a tag, and undefined otherwise', () => {
    expect(tagOf('Murmur')).toBe('murmur');
    for (const bad of ['', '123', 'two words', '#murmur', 'a-b', 'x'.repeat(65)])
      expect(tagOf(bad), bad).toBeUndefined();
  });
});
