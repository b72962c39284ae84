import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  endpoints,
  pathOf,
  type PostResponse,
  type PostsPageResponse,
  type TrendingTagsResponse,
} from '@/contract';
import { createTestApi, minute, type TestApi } from '../testing/test-api';
import { expectRefusal } from '../testing/refusals';
import { searchTags } from '../tags/search-tags';

const ids = (posts: { _id: string }[]) => posts.map((post) => post._id);
const hour = 60 * minute;

async function world() {
  const api = await createTestApi();
  return {
    api,
    guest: await api.login('guest'),
    maya: await api.login('maya.clay'),
    tariq: await api.login('tariq.codes'),
  };
}

const write = async (api: TestApi, token: string, content: string) => {
  const answer = await api.call<PostResponse>('POST', apiPaths.posts(), {
    token,
    body: { postData: { content } },
    headers: { Prefer: 'return=minimal' },
  });
  expect(answer.status).toBe(201);
  return answer.body.post._id;
};

const tagPage = (api: TestApi, tag: string, query = '', token?: string) =>
  api.call<PostsPageResponse>('GET', apiPaths.tagPosts(tag) + query, token ? { token } : {});

const trending = async (api: TestApi) =>
  (await api.call<TrendingTagsResponse>('GET', apiPaths.trendingTags())).body.tags;

describe('GET /api/tags/{tag}/posts', () => {
  it("lists the tag's posts newest first, paged, whatever case the address or text uses", async () => {
    const { api, guest, maya } = await world();
    const first = await write(api, maya, 'Firing the #KilnTest today');
    api.advance(minute);
    const second = await write(api, guest, 'Me too #kilntest, and https://x.org/#kilntest');
    api.advance(minute);
    await write(api, guest, 'Not a tag: a#kilntest');
    const page = await tagPage(api, 'KILNTEST', '?limit=1', guest);
    expect(page.status).toBe(200);
    expect(ids(page.body.posts)).toEqual([second]);
    const next = await tagPage(api, 'kilntest', `?limit=1&cursor=${page.body.nextCursor}`, guest);
    expect(ids(next.body.posts)).toEqual([first]);
    expect(next.body.nextCursor).toBeNull();
  });

  it('finds a tag in any script through its percent-encoded address', async () => {
    const { api, maya } = await world();
    const postId = await write(api, maya, 'Firing day #陶芸 and #Café');
    expect(ids((await tagPage(api, '陶芸')).body.posts)).toEqual([postId]);
    expect(ids((await tagPage(api, 'CAFÉ')).body.posts)).toEqual([postId]);
  });

  it('drops a post from the tag when an edit takes the tag out, and when it is deleted', async () => {
    const { api, maya } = await world();
    const postId = await write(api, maya, 'About #glazetest');
    const edited = await api.call('POST', pathOf(endpoints.editPost, { postId }), {
      token: maya,
      body: { postData: { content: 'About #sliptest now' } },
    });
    expect(edited.status).toBe(201);
    expect(ids((await tagPage(api, 'glazetest')).body.posts)).toEqual([]);
    expect(ids((await tagPage(api, 'slipTest')).body.posts)).toEqual([postId]);
    await api.call('DELETE', apiPaths.post(postId), { token: maya });
    expect(ids((await tagPage(api, 'sliptest')).body.posts)).toEqual([]);
  });

  it('leaves out people the reader blocked or muted', async () => {
    const { api, guest, maya, tariq } = await world();
    await write(api, maya, '#hiddentest from Maya');
    const tariqPost = await write(api, tariq, '#hiddentest from Tariq');
    const mayaId = (await api.call<{ user: { _id: string } }>('GET', apiPaths.user('maya.clay')))
      .body.user._id;
    const blocked = await api.call('POST', pathOf(endpoints.block, { userId: mayaId }), {
      token: guest,
    });
    expect(blocked.status).toBe(200);
    expect(ids((await tagPage(api, 'hiddentest', '', guest)).body.posts)).toEqual([tariqPost]);
    expect((await tagPage(api, 'hiddentest')).body.posts).toHaveLength(2);
  });

  it('refuses a word that cannot be a tag with invalid_tag', async () => {
    const { api } = await world();
    for (const bad of ['123', 'two%20words', 'a-b', 'x'.repeat(65), '%23murmur'])
      expectRefusal(await tagPage(api, bad), 400, 'invalidTag', bad);
    expectRefusal(await tagPage(api, 'murmur', '?cursor=nope'), 400, 'invalidCursor');
  });
});

describe('GET /api/tags/trending', () => {
  it('counts distinct people over the last 24 hours, the most used first', async () => {
    const { api, guest, maya, tariq } = await world();
    await write(api, maya, 'An old #stalewave');
    api.advance(25 * hour);
    for (const token of [maya, maya, maya]) await write(api, token, '#solotrend again');
    for (const token of [maya, guest, tariq]) await write(api, token, '#crowdtrend #pairtrend');
    await write(api, guest, 'only #Pairtrend');
    const tags = await trending(api);
    expect(tags.slice(0, 3)).toEqual([
      { tag: 'crowdtrend', uses: 3 },
      { tag: 'pairtrend', uses: 3 },
      { tag: 'solotrend', uses: 1 },
    ]);
    expect(tags.map((item) => item.tag)).not.toContain('stalewave');
    expect(tags.length).toBeLessThanOrEqual(10);
  });

  it('answers the same list for a minute, then reads it again', async () => {
    const { api, maya } = await world();
    expect(await trending(api)).toEqual([]);
    await write(api, maya, '#latetrend');
    expect(await trending(api)).toEqual([]);
    api.advance(minute);
    expect(await trending(api)).toEqual([{ tag: 'latetrend', uses: 1 }]);
  });
});

describe('searchTags (the Tags tab of search)', () => {
  it('finds tags by their beginning, # and case aside, with how many posts carry each', async () => {
    const { api, maya, guest } = await world();
    await write(api, maya, '#Kilnsearch and #kilnsearchtwo');
    await write(api, guest, '#kilnsearch');
    const found = await searchTags(api, '#KILNsearch', { limit: 1 });
    expect(found.items).toEqual([{ tag: 'kilnsearch', uses: 2 }]);
    const next = await searchTags(api, 'kilnsearch', { limit: 1, cursor: found.nextCursor! });
    expect(next).toEqual({ items: [{ tag: 'kilnsearchtwo', uses: 1 }], nextCursor: null });
    expect(await searchTags(api, 'two words', { limit: 5 })).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});
