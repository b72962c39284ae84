import { describe, expect, it } from 'vitest';
import { apiPaths, type PostResponse, type PostsResponse } from '@/contract';
import { expectInvalidField } from '../testing/refusals';
import { createTestApiAs, type TestApi } from '../testing/test-api';

const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const otherPng = tinyPng.replace(
  'AAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'AAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
);

const minimal = { prefer: 'return=minimal' };
const create = (api: TestApi, token: string, postData: unknown) =>
  api.call<PostResponse>('POST', apiPaths.posts(), { token, headers: minimal, body: { postData } });
const edit = (api: TestApi, token: string, postId: string, postData: unknown) =>
  api.call<PostResponse>('POST', apiPaths.editPost(postId), {
    token,
    headers: minimal,
    body: { postData },
  });

describe("a post's media description (alt text)", () => {
  it('is kept trimmed with its media, answered in every view, and read back', async () => {
    const { api, token } = await createTestApiAs('guest');
    const created = await create(api, token, {
      content: 'Our first bowl',
      mediaURL: tinyPng,
      mediaAlt: '  A glazed blue bowl on a potter’s wheel  ',
    });
    expect(created.status).toBe(201);
    const { post } = created.body;
    expect(post.mediaAlt).toBe('A glazed blue bowl on a potter’s wheel');
    expect((await api.call<PostResponse>('GET', apiPaths.post(post._id))).body.post.mediaAlt).toBe(
      post.mediaAlt,
    );
    const all = await api.call<PostsResponse>('GET', apiPaths.posts());
    expect(all.body.posts.find((shown) => shown._id === post._id)?.mediaAlt).toBe(post.mediaAlt);
    expect((await api.store.posts.get(post._id))?.mediaAlt).toBe(post.mediaAlt);
  });

  it('is empty on a post without media, whatever was sent', async () => {
    const { api, token } = await createTestApiAs('guest');
    const created = await create(api, token, { content: 'Words only', mediaAlt: 'Nothing to see' });
    expect(created.status).toBe(201);
    expect(created.body.post.mediaAlt).toBe('');
  });

  it('stays through an edit of the text, changes when sent, and goes with its media', async () => {
    const { api, token } = await createTestApiAs('guest');
    const { post } = (
      await create(api, token, { content: 'Bowl', mediaURL: tinyPng, mediaAlt: 'A blue bowl' })
    ).body;

    const textOnly = await edit(api, token, post._id, { content: 'Bowl, glazed' });
    expect(textOnly.body.post).toMatchObject({ content: 'Bowl, glazed', mediaAlt: 'A blue bowl' });
    const described = await edit(api, token, post._id, { mediaAlt: 'A glazed blue bowl' });
    expect(described.body.post.mediaAlt).toBe('A glazed blue bowl');
    // Other media without a description of its own: the old one described the old picture.
    const newPicture = await edit(api, token, post._id, { mediaURL: otherPng });
    expect(newPicture.body.post).toMatchObject({ mediaURL: otherPng, mediaAlt: '' });
    await edit(api, token, post._id, { mediaAlt: 'Two mugs' });
    const noMedia = await edit(api, token, post._id, { mediaURL: '' });
    expect(noMedia.body.post).toMatchObject({ mediaURL: '', mediaAlt: '' });
  });

  it('is measured as kept: 1,500 characters with spaces around them fit', async () => {
    const { api, token } = await createTestApiAs('guest');
    const longest = 'a'.repeat(1500);
    const answer = await create(api, token, {
      mediaURL: tinyPng,
      mediaAlt: `  ${longest}\n`,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.post.mediaAlt).toBe(longest);
  });

  it.each([
    ['longer than 1,500 characters', 'a'.repeat(1501), 'mediaAlt must be at most 1500 characters'],
    ['not text', 42, 'mediaAlt must be text'],
  ])('is refused when %s, with 422 and nothing stored', async (_case, mediaAlt, message) => {
    const { api, token } = await createTestApiAs('guest');
    const before = (await api.store.posts.list()).items.length;
    const answer = await create(api, token, { content: 'x', mediaURL: tinyPng, mediaAlt });
    expectInvalidField(answer, message);
    expect((await api.store.posts.list()).items).toHaveLength(before);
  });
});
