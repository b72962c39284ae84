// npm run bench (without --scale): the built Node server on SQLite in a temporary DATA_DIR,
// filled through the API with people, posts, likes and follows, then the calls a feed makes,
// measured over loopback. Prints throughput and latency percentiles; every loop is bounded in
// count, so it stops by itself. BENCH_POSTS (2000) and BENCH_CONCURRENCY (8) scale it.
import { buildServer } from '../support/build';
import { HttpClient } from '../support/http';
import { startServer } from '../support/server';
import { signUp } from '../support/session';
import { numberSetting } from '../support/settings';
import { scratchWorld } from '../support/world';
import { measure, printTable, type Timing } from './measure';

const postCount = numberSetting('BENCH_POSTS', 2000);
const concurrency = numberSetting('BENCH_CONCURRENCY', 8);
const userCount = 20;

interface PostsPage {
  posts: { _id: string }[];
  nextCursor?: string | null;
}

export async function runSampleBench(): Promise<boolean> {
  buildServer({ web: false });
  const world = await scratchWorld('bench');
  try {
    const server = await startServer(world, { label: 'bench', logLevel: 'info' });
    const client = new HttpClient(server.url, { sockets: concurrency });
    try {
      const results = await measureAll(client);
      console.log(
        `\nMurmur on SQLite, ${postCount} posts by ${userCount} people, ` +
          `${concurrency} requests at a time\n`,
      );
      printTable(results);
      console.log(`\nServer log: ${server.logPath} (${server.errorLines()} ERROR lines)`);
    } finally {
      client.close();
      await server.stop();
    }
    return true;
  } finally {
    await world.close();
  }
}

async function measureAll(client: HttpClient): Promise<Timing[]> {
  const results: Timing[] = [];
  const run = async (name: string, count: number, task: (i: number) => Promise<unknown>, at = 0) =>
    results.push(await measure(name, count, task, at || concurrency));
  const get = (path: string, token?: string) =>
    client.json('GET', path, token ? { token } : {}) as Promise<PostsPage>;
  const post = (path: string, token: string, body?: unknown) =>
    client.json('POST', path, { token, body });

  const users = Array.from({ length: userCount }, (_, i) => ({
    firstName: `Bench${i}`,
    lastName: 'Person',
    username: `bench_${i}`,
    email: `bench_${i}@example.com`,
    password: 'bench-password-1',
  }));
  const tokens: string[] = [];
  const tokenOf = (i: number) => tokens[i % userCount] ?? '';
  await run('signup (scrypt hash)', userCount, async (i) => {
    tokens[i] = (await signUp(client, users[i]!)).token;
  });
  await run('login (scrypt verify)', userCount, (i) => {
    const { username, password } = users[i]!;
    return client.json('POST', '/api/auth/login', { body: { username, password } });
  });
  await run('create post', postCount, (i) => {
    const content = `Benchmark post ${i}: a short line of text, as most posts are. #murmur`;
    return post('/api/posts', tokenOf(i), { postData: { content } });
  });
  const { posts } = await get('/api/posts?limit=100&sort=latest');
  await run('like', Math.min(1000, posts.length * userCount), (i) =>
    post(`/api/posts/like/${posts[i % posts.length]!._id}`, tokenOf(Math.floor(i / posts.length))),
  );
  await run('follow', userCount - 1, async (i) => {
    const { user } = (await client.json('GET', `/api/users/bench_${i + 1}`)) as {
      user: { _id: string };
    };
    return post(`/api/users/follow/${user._id}/`, tokenOf(0));
  });

  await run('GET /api/posts?limit=20 (latest page)', 500, () =>
    get('/api/posts?limit=20&sort=latest'),
  );
  await run('GET /api/posts?limit=20 (trending page)', 500, () =>
    get('/api/posts?limit=20&sort=trending'),
  );
  let cursor: string | undefined;
  const nextPage = async () => {
    const page = await get(`/api/posts?limit=20&sort=latest${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = page.nextCursor ?? undefined;
  };
  await run('GET /api/posts?limit=20 (next pages)', 50, nextPage, 1);
  await run('GET /api/posts/user/{username}', 200, (i) =>
    get(`/api/posts/user/bench_${i % userCount}`),
  );
  await run('GET /api/users', 200, () => client.json('GET', '/api/users'));
  await run(`GET /api/posts (all ${postCount} posts)`, 20, () => client.json('GET', '/api/posts'));
  return results;
}
