import { describe, expect, it } from 'vitest';
import { maxMentionsPerText, mentionCandidates } from './mentions';

describe('mentionCandidates', () => {
  it.each([
    ['Thanks @maya.clay!', ['maya.clay']],
    ['Thanks @maya.clay.', ['maya.clay']],
    ['@guest and @tariq.codes, then @guest again', ['guest', 'tariq.codes']],
    ['(@kenji_rides) @lucia_reads:', ['kenji_rides', 'lucia_reads']],
    ['write to maya@example.com', []],
    ['@@maya.clay and a@maya.clay', []],
    ['@ab is too short, @Maya is not a username', []],
    [`@${'a'.repeat(31)} is too long, @${'b'.repeat(30)} is not`, ['b'.repeat(30)]],
    ['no mention at all 🎉', []],
  ])('%s', (text, names) => {
    expect(mentionCandidates(text)).toEqual(names);
  });

  it(`keeps the first ${maxMentionsPerText} different names`, () => {
    const text = Array.from({ length: 15 }, (_, n) => `@user${n}`).join(' ');
    expect(mentionCandidates(text)).toEqual(
      Array.from({ length: maxMentionsPerText }, (_, n) => `user${n}`),
    );
  });
});
