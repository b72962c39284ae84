import { describe, expect, it } from 'vitest';
import { apiPaths, endpoints, pathOf, type PostResponse, type SearchResponse } from '@/contract';
import { createTestApi, type TestApi } from '../testing/test-api';
import { expectRefusal } from '../testing/refusals';

/** The seeded people the tests use: maya.clay (2), tariq.codes (3), guest (8). */
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
  const answer = await api.call<PostResponse>('POST', pathOf(endpoints.createPost, {}), {
    token,
    body: { postData: { content } },
    headers: { Prefer: 'return=minimal' },
  });
  expect(answer.status).toBe(201);
  return answer.body.post._id;
};

const search = (api: TestApi, query: Record<string, string>, token?: string) =>
  api.call<SearchResponse>('GET', `/api/search?${new URLSearchParams(query).toString()}`, {
    ...(token ? { token } : {}),
  });

/** The ids of the posts a search finds, the answer checked to be a page of posts. */
async function found(api: TestApi, query: Record<string, string>, token?: string) {
  const answer = await search(api, query, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (answer.body.type !== 'posts') throw new Error(`not posts: ${answer.body.type}`);
  return answer.body.posts.map((post) => post._id);
}

describe('GET /api/search, posts', () => {
  // Whether a term is found inside a word too is the store's (the store suite's post search).
  it('finds a word in the middle of a post, in any case, newest first, for visitors too', async () => {
    const { api, maya, tariq } = await world();
    const first = await write(api, maya, 'Saw the Flamingo at the lake');
    const second = await write(api, tariq, 'the flamingo stands on one leg');
    expect(await found(api, { q: 'FLAMINGO' }, maya)).toEqual([second, first]);
    expect(await found(api, { q: 'flamingo', type: 'posts' })).toEqual([second, first]);
    expect(await found(api, { q: 'flamingo lake' })).toEqual([first]);
  });

  it('finds a quoted phrase only as written, and from:username alone or with words', async () => {
    const { api, maya, tariq } = await world();
    const first = await write(api, maya, 'the quokka smiles at noon');
    const second = await write(api, tariq, 'noon: the quokka smiles');
    expect(await found(api, { q: '"quokka smiles at"' })).toEqual([first]);
    expect(await found(api, { q: '"Quokka  Smiles"' })).toEqual([second, first]);
    expect(await found(api, { q: 'quokka from:tariq.codes' })).toEqual([second]);
    expect(await found(api, { q: 'from:@maya.clay quokka' })).toEqual([first]);
    expect(await found(api, { q: 'from:nobody quokka' })).toEqual([]);
    const mayas = await found(api, { q: 'from:maya.clay', limit: '50' });
    expect(mayas[0]).toBe(first);
    expect(mayas).not.toContain(second);
    // A short word counts once a longer term or an author found the posts.
    expect(await found(api, { q: 'quokka at' })).toEqual([first]);
  });

  it('ranks the most liked first by top, and pages either order with its own cursor', async () => {
    const { api, maya, tariq, guest } = await world();
    const posts = [];
    for (const n of [1, 2, 3]) posts.push(await write(api, maya, `axolotl number ${n}`));
    for (const token of [tariq, guest]) await api.call('POST', apiPaths.like(posts[1]!), { token });
    await api.call('POST', apiPaths.like(posts[0]!), { token: tariq });
    expect(await found(api, { q: 'axolotl', sort: 'top' })).toEqual([posts[1], posts[0], posts[2]]);
    expect(await found(api, { q: 'axolotl', sort: 'latest' })).toEqual([...posts].reverse());

    const first = await search(api, { q: 'axolotl', sort: 'top', limit: '2' });
    expect(first.body.type === 'posts' && first.body.posts.map((post) => post._id)).toEqual([
      posts[1],
      posts[0],
    ]);
    const cursor = first.body.nextCursor!;
    expect(await found(api, { q: 'axolotl', sort: 'top', limit: '2', cursor })).toEqual([posts[2]]);
    const last = await search(api, { q: 'axolotl', sort: 'top', limit: '2', cursor });
    expect(last.body.nextCursor).toBeNull();
    expectRefusal(
      await search(api, { q: 'axolotl', sort: 'latest', cursor }),
      400,
      'invalidCursor',
    );
    expectRefusal(await search(api, { q: 'axolotl', cursor: 'nonsense' }), 400, 'invalidCursor');
  });

  it('follows edits and deletes', async () => {
    const { api, maya } = await world();
    const id = await write(api, maya, 'a pangolin walked by');
    expect(await found(api, { q: 'pangolin' })).toEqual([id]);
    await api.call('POST', apiPaths.editPost(id), {
      token: maya,
      body: { postData: { content: 'an armadillo walked by' } },
    });
    expect(await found(api, { q: 'pangolin' })).toEqual([]);
    expect(await found(api, { q: 'armadillo' })).toEqual([id]);
    await api.call('DELETE', pathOf(endpoints.deletePost, { postId: id }), { token: maya });
    expect(await found(api, { q: 'armadillo' })).toEqual([]);
  });

  it('leaves out the people the reader blocked or muted, and those who blocked them', async () => {
    const { api, guest, maya, tariq } = await world();
    const mayas = await write(api, maya, 'narwhal sighting');
    const tariqs = await write(api, tariq, 'narwhal again');
    expect(await found(api, { q: 'narwhal' }, guest)).toEqual([tariqs, mayas]);
    await api.call('POST', pathOf(endpoints.mute, { userId: '3' }), { token: guest });
    expect(await found(api, { q: 'narwhal' }, guest)).toEqual([mayas]);
    await api.call('POST', pathOf(endpoints.block, { userId: '8' }), { token: maya });
    expect(await found(api, { q: 'narwhal' }, guest)).toEqual([]);
    expect(await found(api, { q: 'narwhal from:maya.clay' }, guest)).toEqual([]);
    expect(await found(api, { q: 'narwhal' })).toEqual([tariqs, mayas]);
  });
});

describe('GET /api/search, people and tags', () => {
  it('finds people by part of a username or first name, and tags by the start of their name', async () => {
    const { api, guest, maya } = await world();
    const people = await search(api, { q: '@maya', type: 'people' }, guest);
    expect(people.status).toBe(200);
    expect(people.body.type === 'people' && people.body.users.map((user) => user.username)).toEqual(
      ['maya.clay'],
    );
    await write(api, maya, 'Evening #Murmurations over the marsh');
    await write(api, guest, 'More #murmurations, and #marsh');
    expect((await search(api, { q: '#MURMUR', type: 'tags' })).body).toEqual({
      type: 'tags',
      tags: [{ tag: 'murmurations', uses: 2 }],
      nextCursor: null,
    });
    expect((await search(api, { q: 'nothing', type: 'tags' })).body).toEqual({
      type: 'tags',
      tags: [],
      nextCursor: null,
    });
  });
});

describe('GET /api/search, refusals', () => {
  it('refuses a missing, blank, long or too short q, an unknown type or sort, a bad page', async () => {
    const { api } = await world();
    expectRefusal(await search(api, {}), 400, 'searchQueryMissing');
    expectRefusal(await search(api, { q: '   ' }), 400, 'searchQueryMissing');
    expectRefusal(await search(api, { q: 'x'.repeat(101) }), 400, 'searchTooLong');
    expect((await search(api, { q: ` ${'x'.repeat(100)} ` })).status).toBe(200);
    expectRefusal(await search(api, { q: 'hi', type: 'things' }), 400, 'searchTypeUnknown');
    expectRefusal(await search(api, { q: 'hello', sort: 'trending' }), 400, 'searchSortUnknown');
    expectRefusal(await search(api, { q: 'hi ok' }), 400, 'searchTermTooShort');
    expectRefusal(await search(api, { q: '"" a "b"' }), 400, 'searchTermTooShort');
    expect((await search(api, { q: 'hi', type: 'people' })).status).toBe(200);
    expect((await search(api, { q: 'hello', limit: '0' })).status).toBe(400);
    expect((await search(api, { q: 'hello', limit: '0' })).body).toMatchObject({
      code: 'invalid_limit',
    });
  });
});
