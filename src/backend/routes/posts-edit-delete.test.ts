import { describe, expect, it } from 'vitest';
import { apiPaths, type Post, type PostsResponse } from '@/contract';
import { createTestApi, createTestApiAs, afterStart, minute } from '../testing/test-api';
import { expectRefusal } from '../testing/refusals';

const byId = (posts: Post[], id: string) => posts.find((post) => post._id === id);

describe('editing and deleting posts', () => {
  it('merges an edit, keeps createdAt, sets updatedAt; refuses emptying the post', async () => {
    const { api, token } = await createTestApiAs('maya.clay');
    api.advance(minute);
    const answer = await api.call<PostsResponse>('POST', apiPaths.editPost('p01'), {
      token,
      body: { postData: { content: 'Trimmed it!' } },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.posts).toHaveLength(14);
    const post = byId(answer.body.posts, 'p01')!;
    expect(post).toMatchObject({
      content: 'Trimmed it!',
      mediaURL: '/seed/bowl-on-wheel.svg',
      username: 'maya.clay',
    });
    expect(post.createdAt).toBe('2026-10-03T10:15:00+01:00');
    expect(Date.parse(post.updatedAt)).toBe(afterStart(minute));
    expect(post.likes.likeCount).toBe(24);

    const media = await api.call<PostsResponse>('POST', apiPaths.editPost('p01'), {
      token,
      body: { postData: { mediaURL: '' } },
    });
    expect(byId(media.body.posts, 'p01')).toMatchObject({ content: 'Trimmed it!', mediaURL: '' });
    const empty = await api.call('POST', apiPaths.editPost('p01'), {
      token,
      body: { postData: { content: '' } },
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      errors: ['A post needs text or media.'],
      code: 'post_needs_content',
    });
    expect((await api.store.posts.get('p01'))!.content).toBe('Trimmed it!');
  });

  it("refuses editing or deleting another user's post with 400, and an unknown post with 404", async () => {
    const { api, token } = await createTestApiAs('guest');
    const edit = await api.call('POST', apiPaths.editPost('p01'), {
      token,
      body: { postData: { content: 'mine now' } },
    });
    expectRefusal(edit, 400, 'cannotEditPost');
    const remove = await api.call('DELETE', apiPaths.post('p01'), { token });
    expectRefusal(remove, 400, 'cannotDeletePost');
    expect((await api.store.posts.get('p01'))!.content).not.toBe('mine now');

    const unknownEdit = await api.call('POST', apiPaths.editPost('p99'), {
      token,
      body: { postData: { content: 'x' } },
    });
    const unknownDelete = await api.call('DELETE', apiPaths.post('p99'), { token });
    for (const answer of [unknownEdit, unknownDelete]) {
      expectRefusal(answer, 404, 'postNotFound');
    }
    expect((await api.call('DELETE', apiPaths.post('p01'))).status).toBe(401);
  });

  it('deletes the post with its bookmarks', async () => {
    const api = await createTestApi();
    const guest = await api.login('guest');
    await api.call('POST', apiPaths.bookmark('p01'), { token: guest });
    await api.call('POST', apiPaths.bookmark('p03'), { token: guest });
    const maya = await api.login('maya.clay');
    const answer = await api.call<PostsResponse>('DELETE', apiPaths.post('p01'), { token: maya });
    expect(answer.status).toBe(200);
    expect(answer.body.posts).toHaveLength(13);
    expect(byId(answer.body.posts, 'p01')).toBeUndefined();
    const gone = await api.call('GET', apiPaths.post('p01'));
    expectRefusal(gone, 404, 'postNotFound');
    expect((await api.call('GET', apiPaths.bookmarks(), { token: guest })).body).toEqual({
      bookmarks: ['p03'],
    });
    expect((await api.call('DELETE', apiPaths.post('p01'), { token: maya })).status).toBe(404);
  });
});
