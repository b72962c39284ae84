import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  endpoints,
  notificationsPageResponseSchema,
  pathOf,
  type CommentResponse,
} from '../../contract';
import { createTestApi, seededSummary } from '../testing/test-api';

async function world() {
  const api = await createTestApi();
  const tokens = new Map<string, string>();
  const as = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, await api.login(username));
    return tokens.get(username)!;
  };
  const send = async <T>(username: string, method: string, path: string, body?: unknown) => {
    const answer = await api.call<T>(method, path, {
      token: await as(username),
      headers: { Prefer: 'return=minimal' },
      ...(body === undefined ? {} : { body }),
    });
    expect(answer.status, `${method} ${path} as ${username}`).toBeLessThan(300);
    return answer.body;
  };
  const lines = async (username: string) => {
    const answer = await api.call('GET', endpoints.notifications.path, {
      token: await as(username),
    });
    return notificationsPageResponseSchema.parse(answer.body).notifications;
  };
  const post = async (username: string, content: string) =>
    (
      await send<{ post: { _id: string } }>(username, 'POST', apiPaths.posts(), {
        postData: { content },
      })
    ).post._id;
  const editPost = (username: string, postId: string, content: string) =>
    send(username, 'POST', pathOf(endpoints.editPost, { postId }), { postData: { content } });
  const reply = async (username: string, postId: string, text: string) =>
    (
      await send<CommentResponse>(username, 'POST', pathOf(endpoints.addComment, { postId }), {
        commentData: { text },
      })
    ).comment._id;
  return { lines, post, editPost, reply, send };
}

describe('notifications of mentions', () => {
  it('tell each person a new post mentions, once, and not its author or unknown names', async () => {
    const w = await world();
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
    const w = await world();
    const postId = await w.post('guest', 'Thanks @maya.clay and @kenji.rides');
    await w.editPost('guest', postId, 'Thanks @maya.clay and @lucia_reads');
    expect(await w.lines('kenji.rides')).toEqual([]);
    expect(await w.lines('lucia_reads')).toMatchObject([
      { kind: 'mention', post: { _id: postId } },
    ]);
    expect(await w.lines('maya.clay')).toHaveLength(1);
  });

  it("tell those a reply mentions, but the post's author only of the reply", async () => {
    const w = await world();
    const commentId = await w.reply('guest', 'p01', '@maya.clay have you met @tariq.codes?');
    expect((await w.lines('maya.clay')).map((line) => line.kind)).toEqual(['reply']);
    expect(await w.lines('tariq.codes')).toMatchObject([
      {
        kind: 'mention',
        post: { _id: 'p01' },
        comment: { _id: commentId, excerpt: '@maya.clay have you met @tariq.codes?' },
      },
    ]);
    await w.send('guest', 'DELETE', pathOf(endpoints.deleteComment, { postId: 'p01', commentId }));
    expect(await w.lines('tariq.codes')).toEqual([]);
    expect(await w.lines('maya.clay')).toEqual([]);
  });
});
