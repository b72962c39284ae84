import { describe, expect, it } from 'vitest';
import { endpoints, pathOf } from '@/contract';
import { seededSummary } from '../testing/test-api';
import { peopleWorld } from '../testing/people-world';

describe('notifications of replies and votes', () => {
  it("tell a post's author of each reply, with both excerpts, and not of their own", async () => {
    const w = await peopleWorld();
    const first = await w.reply('guest', 'p01', 'Lovely   bowl!\nWhat glaze is that?');
    await w.reply('kenji.rides', 'p01', 'Same question');
    await w.reply('maya.clay', 'p01', 'Thanks, both of you');
    const lines = await w.lines('maya.clay');
    expect(lines.map((line) => [line.kind, line.actors[0]!.username])).toEqual([
      ['reply', 'kenji.rides'],
      ['reply', 'guest'],
    ]);
    expect(lines[1]).toMatchObject({
      actors: [seededSummary('guest')],
      actorCount: 1,
      post: { _id: 'p01', excerpt: expect.stringMatching(/^Centred three kilos/) },
      comment: { _id: first, excerpt: 'Lovely bowl! What glaze is that?' },
    });
  });

  it('take a deleted reply off, whoever deleted it', async () => {
    const w = await peopleWorld();
    const byGuest = await w.reply('guest', 'p01', 'One');
    const byKenji = await w.reply('kenji.rides', 'p01', 'Two');
    await w.deleteReply('guest', 'p01', byGuest);
    // The post's author may delete a reply under it.
    await w.deleteReply('maya.clay', 'p01', byKenji);
    expect(await w.lines('maya.clay')).toEqual([]);
  });

  it('group upvotes of a reply for its author, and take moved or withdrawn ones back', async () => {
    const w = await peopleWorld();
    const replyId = await w.reply('guest', 'p01', 'Vote on me');
    await w.vote('kenji.rides', 'upvoteReply', 'p01', replyId);
    await w.vote('tariq.codes', 'upvoteReply', 'p01', replyId);
    // Downvotes are not announced.
    await w.vote('lucia_reads', 'downvoteReply', 'p01', replyId);
    const [line] = await w.lines('guest');
    expect(line).toMatchObject({
      kind: 'vote',
      actors: [seededSummary('tariq.codes'), seededSummary('kenji.rides')],
      actorCount: 2,
      post: { _id: 'p01' },
      comment: { _id: replyId, excerpt: 'Vote on me' },
    });
    expect(await w.lines('guest')).toHaveLength(1);
    await w.vote('tariq.codes', 'downvoteReply', 'p01', replyId);
    expect(await w.lines('guest')).toMatchObject([
      { actorCount: 1, actors: [{ username: 'kenji.rides' }] },
    ]);
    await w.vote('kenji.rides', 'unvoteReply', 'p01', replyId);
    expect(await w.lines('guest')).toEqual([]);
  });

  it('go, replies and votes alike, when the post is deleted', async () => {
    const w = await peopleWorld();
    const replyId = await w.reply('guest', 'p01', 'Under a doomed post');
    await w.vote('kenji.rides', 'upvoteReply', 'p01', replyId);
    expect(await w.lines('maya.clay')).toHaveLength(1);
    expect(await w.lines('guest')).toHaveLength(1);
    const answer = await w.api.call('DELETE', pathOf(endpoints.deletePost, { postId: 'p01' }), {
      token: await w.as('maya.clay'),
    });
    expect(answer.status).toBe(200);
    expect(await w.lines('maya.clay')).toEqual([]);
    expect(await w.lines('guest')).toEqual([]);
  });
});
