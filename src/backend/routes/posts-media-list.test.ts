import { describe, expect, it } from 'vitest';
import { apiPaths, type PostResponse } from '@/contract';
import { expectRefusal } from '../testing/refusals';
import { createTestApiAs, type TestApi } from '../testing/test-api';

const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const tinyGif = 'data:image/gif;base64,R0lGODlhAQABAAAAACwAAAAAAQABAAA=';

const minimal = { prefer: 'return=minimal' };
const create = (api: TestApi, token: string, postData: unknown) =>
  api.call<PostResponse>('POST', apiPaths.posts(), { token, headers: minimal, body: { postData } });

const unmeasured = { width: null, height: null, blurhash: null, poster: null, variants: [] };

// The in-page demo's host: no media store, pictures kept as data URLs.
describe("a post's media list in the demo", () => {
  it('takes data URLs and the sample files as they are, unmeasured, in order', async () => {
    const { api, token } = await createTestApiAs('guest');
    const created = await create(api, token, {
      media: [
        { url: tinyPng, alt: ' A bowl ' },
        { url: tinyGif, alt: 'A wave' },
        { url: '/seed/pottery-wheel.jpg' },
      ],
      contentWarning: 'Clay everywhere',
    });
    expect(created.status).toBe(201);
    const { post } = created.body;
    expect(post.media).toEqual([
      { url: tinyPng, type: 'image', alt: 'A bowl', ...unmeasured },
      { url: tinyGif, type: 'gifv', alt: 'A wave', ...unmeasured },
      { url: '/seed/pottery-wheel.jpg', type: 'image', alt: '', ...unmeasured },
    ]);
    expect([post.mediaURL, post.mediaAlt]).toEqual([tinyPng, 'A bowl']);
    expect([post.contentWarning, post.sensitive]).toEqual(['Clay everywhere', false]);
    const read = await api.call<PostResponse>('GET', apiPaths.post(post._id));
    expect(read.body.post.media).toEqual(post.media);
  });

  it('refuses an upload address nobody uploaded there', async () => {
    const { api, token } = await createTestApiAs('guest');
    const answer = await create(api, token, {
      media: [{ url: '/media/AAAAAAAAAAAAAAAAAAAAAA.png' }],
    });
    expectRefusal(answer, 422, 'mediaNotYours');
  });

  it('with REQUIRE_ALT_TEXT, refuses a data URL without a description', async () => {
    const { api, token } = await createTestApiAs('guest', { requireAltText: true });
    expectRefusal(await create(api, token, { media: [{ url: tinyPng }] }), 422, 'mediaAltRequired');
  });
});
