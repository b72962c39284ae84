import { describe, expect, it } from 'vitest';
import { endpoints, pathOf } from '@/contract';
import { seededSummary } from '../testing/test-api';
import { peopleWorld } from '../testing/people-world';

describe('notifications of mentions', () => {
  it('tell each person a new post mentions, once, and not its author or unknown names', async () => {
    const w = await peopleWorld();
    const postId = await w.post(
      'guest',
      'Hello @maya.clay, @kenji.rides and @maya.clay again; @guest and @nobody.here too',
    );
    for (const username of ['maya.clay', 'kenji.rides'])
      expect(await w.lines(username)).toMatchObject([
        {
          kind: 'mention',
          actors: [seededSummary('guest')],
          actorCount: 1,
          post: { _id: postId, excerpt: expect.stringMatching(/^Hello @maya.clay/) },
          comment: null,
        },
      ]);
    expect(await w.lines('guest')).toEqual([]);
  });

  it('tell the newly mentioned of an edit, and take it back from the no longer mentioned', async () => {
    const w = await peopleWorld();
    const postId = await w.post('guest', 'Thanks @maya.clay and @kenji.rides');
    await w.editPost('guest', postId, 'Thanks @maya.clay and @lucia_reads');
    expect(await w.lines('kenji.rides')).toEqual([]);
    expect(await w.lines('lucia_reads')).toMatchObject([
      { kind: 'mention', post: { _id: postId } },
    ]);
    expect(await w.lines('maya.clay')).toHaveLength(1);
  });

  it("tell those a reply mentions, but the post's author only of the reply", async () => {
    const w = await peopleWorld();
    const replyId = await w.reply('guest', 'p01', '@maya.clay have you met @tariq.codes?');
    expect((await w.lines('maya.clay')).map((line) => line.kind)).toEqual(['reply']);
    expect(await w.lines('tariq.codes')).toMatchObject([
      {
        kind: 'mention',
        post: { _id: 'p01' },
        comment: { _id: replyId, excerpt: '@maya.clay have you met @tariq.codes?' },
      },
    ]);
    await w.send('guest', 'DELETE', pathOf(endpoints.deleteReply, { postId: 'p01', replyId }));
    expect(await w.lines('tariq.codes')).toEqual([]);
    expect(await w.lines('maya.clay')).toEqual([]);
  });
});
