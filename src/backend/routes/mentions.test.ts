import { describe, expect, it } from 'vitest';
import {
  endpoints,
  pathOf,
  type ReplyResponse,
  type Post,
  type PostsPageResponse,
} from '@/contract';
import { mentionedUserIds } from '../mentions';
import type { StoreTx } from '../store/port';
import { createTestApi, createTestApiAs, seededSummary } from '../testing/test-api';

const text = 'Ask @maya.clay or @tariq.codes. Not @nobody_here, nor maya@example.com';

describe('mentions', () => {
  it('lists the mentioned people who exist on a post, in lists and on its own page', async () => {
    const { api, token } = await createTestApiAs('guest');
    const created = await api.call<{ post: Post }>('POST', pathOf(endpoints.createPost, {}), {
      token,
      body: { postData: { content: text } },
      headers: { Prefer: 'return=minimal' },
    });
    expect(created.status).toBe(201);
    expect(created.body.post.mentions).toEqual(['maya.clay', 'tariq.codes']);
    const postId = created.body.post._id;
    const own = await api.call<{ post: Post }>('GET', pathOf(endpoints.post, { postId }));
    expect(own.body.post.mentions).toEqual(['maya.clay', 'tariq.codes']);
    const page = await api.call<PostsPageResponse>('GET', '/api/posts?limit=5');
    expect(page.body.posts.find((post) => post._id === postId)!.mentions).toEqual([
      'maya.clay',
      'tariq.codes',
    ]);
    // Posts without any mention say so.
    expect(page.body.posts.find((post) => post._id === 'p14')?.mentions ?? []).toEqual([]);
  });

  it('lists them on a reply, when written, edited and read', async () => {
    const { api, token } = await createTestApiAs('guest');
    const added = await api.call<ReplyResponse>(
      'POST',
      pathOf(endpoints.addReply, { postId: 'p02' }),
      { token, body: { commentData: { text } } },
    );
    expect(added.body.comment.mentions).toEqual(['maya.clay', 'tariq.codes']);
    const replyId = added.body.comment._id;
    const edited = await api.call<ReplyResponse>(
      'POST',
      pathOf(endpoints.editReply, { postId: 'p02', replyId }),
      { token, body: { commentData: { text: 'Only @kenji.rides now' } } },
    );
    expect(edited.body.comment.mentions).toEqual(['kenji.rides']);
    const post = await api.call<{ post: Post }>('GET', pathOf(endpoints.post, { postId: 'p02' }));
    expect(post.body.post.comments.at(-1)!.mentions).toEqual(['kenji.rides']);
  });

  it('mentionedUserIds answers the ids of the people who exist, in order', async () => {
    const api = await createTestApi();
    const ids = await api.store.transaction((tx) =>
      mentionedUserIds(tx, `${text} and @guest, @maya.clay again`),
    );
    expect(ids).toEqual([
      seededSummary('maya.clay')._id,
      seededSummary('tariq.codes')._id,
      seededSummary('guest')._id,
    ]);
    expect(await mentionedUserIds(api.store, 'nobody mentioned')).toEqual([]);
  });

  it('reads the authors and mentions of a page of posts and replies in a fixed number of questions', async () => {
    const { api, token } = await createTestApiAs('guest');
    for (let n = 0; n < 6; n++) {
      const created = await api.call<{ post: Post }>('POST', pathOf(endpoints.createPost, {}), {
        token,
        body: { postData: { content: `${n} @maya.clay @lucia_reads @nobody${n}` } },
        headers: { Prefer: 'return=minimal' },
      });
      await api.call('POST', pathOf(endpoints.addReply, { postId: created.body.post._id }), {
        token,
        body: { commentData: { text: `@kenji.rides @amara_grows ${n}` } },
      });
    }
    let lookups = 0;
    const users = api.store.users;
    const counting: StoreTx['users'] = {
      ...users,
      getManyByUsername: (names) => (lookups++, users.getManyByUsername(names)),
    };
    Object.assign(api.store, { users: counting });
    const page = await api.call<PostsPageResponse>('GET', '/api/posts?limit=6');
    expect(page.body.posts.every((post) => post.mentions.length === 2)).toBe(true);
    expect(page.body.posts.every((post) => post.comments[0]!.mentions.length === 2)).toBe(true);
    // One for the posts' authors and mentions, one for the replies' (whatever the page's size).
    expect(lookups).toBe(2);
  });
});
