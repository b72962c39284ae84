import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorCodes, apiPaths, endpoints, pathOf, tooManyWritesMessage } from '@/contract';
import { inSchema, runAsAdmin } from '@/server/database/testing/temp-postgres-store';
import { adaSignup, request, useServerProcesses, type ServerProcess } from '../server-process';

const { freshDataDir, start } = useServerProcesses();

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs the PostgreSQL test. */
const databaseUrl = process.env.TEST_DATABASE_URL;

const ada = adaSignup;

async function signUp(server: ServerProcess) {
  const signup = await request(server, 'POST', apiPaths.signup(), { body: ada });
  expect(signup.status).toBe(201);
  return signup.body.encodedToken as string;
}

/** The raw answer, for its Retry-After header. */
const send = (server: ServerProcess, method: string, path: string, token: string, body?: object) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

async function expectRefused(answer: Response) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await answer.json()).toEqual({
    errors: [tooManyWritesMessage(retryAfter)],
    code: errorCodes.tooManyWrites,
  });
}

/** A 1×1 PNG, for the upload row. */
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);

const upload = (server: ServerProcess, token: string) => {
  const form = new FormData();
  form.set('file', new File([pngBytes], 'dot.png', { type: 'image/png' }));
  return fetch(`${server.url}${apiPaths.media()}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
};

/** The reply c02 (kenji.rides's) under tariq.codes's post p02, in the seeded world. */
const reply = (name: 'addReply' | 'upvoteReply' | 'downvoteReply') =>
  pathOf(endpoints[name], { postId: 'p02', replyId: 'c02' });

type Write = (server: ServerProcess, token: string) => Promise<Response>;

/** Each limited action, its variable and a request that counts against it. */
const writes: [string, string, Write][] = [
  [
    'posts',
    'LIMIT_POSTS_PER_HOUR',
    (s, t) => send(s, 'POST', apiPaths.posts(), t, { postData: { content: 'Hello' } }),
  ],
  [
    'post edits',
    'LIMIT_EDITS_PER_HOUR',
    (s, t) => send(s, 'POST', apiPaths.editPost('p01'), t, { postData: { content: 'x' } }),
  ],
  [
    'deletes',
    'LIMIT_DELETES_PER_HOUR',
    (s, t) => send(s, 'DELETE', apiPaths.post('no-such-post'), t),
  ],
  [
    'likes and dislikes',
    'LIMIT_LIKES_PER_HOUR',
    (s, t) => send(s, 'POST', apiPaths.like('p01'), t),
  ],
  ['bookmarks', 'LIMIT_BOOKMARKS_PER_HOUR', (s, t) => send(s, 'POST', apiPaths.bookmark('p01'), t)],
  ['follows', 'LIMIT_FOLLOWS_PER_HOUR', (s, t) => send(s, 'POST', apiPaths.follow('3'), t)],
  [
    'profile edits',
    'LIMIT_PROFILE_EDITS_PER_HOUR',
    (s, t) => send(s, 'POST', apiPaths.editUser(), t, { userData: { bio: 'b' } }),
  ],
  ['uploads', 'LIMIT_UPLOADS_PER_HOUR', upload],
  [
    'replies',
    'LIMIT_REPLIES_PER_HOUR',
    (s, t) => send(s, 'POST', reply('addReply'), t, { commentData: { text: 'Hi' } }),
  ],
  // Up, down (which moves the vote), up: each counts as a vote.
  [
    'reply votes',
    'LIMIT_VOTES_PER_HOUR',
    (s, t) => send(s, 'POST', reply(votesSent++ % 2 ? 'downvoteReply' : 'upvoteReply'), t),
  ],
];
let votesSent = 0;

/** One process for every row, each limit at 2: the actions are counted apart. */
let shared: Promise<{ server: ServerProcess; token: string }> | undefined;
const sharedServer = () =>
  (shared ??= (async () => {
    const limits = Object.fromEntries(writes.map(([, variable]) => [variable, '2']));
    const server = await start(await freshDataDir(), limits);
    return { server, token: await signUp(server) };
  })());

describe('write limits in the server process', () => {
  it.each(writes)(
    '%s: the third in an hour answers 429 with Retry-After (%s=2)',
    async (_, _variable, write) => {
      const { server, token } = await sharedServer();
      for (let i = 0; i < 2; i++) {
        const status = (await write(server, token)).status;
        expect(status).not.toBe(429);
        expect(status).toBeLessThan(500);
      }
      await expectRefused(await write(server, token));
    },
    60_000,
  );

  it.skipIf(!databaseUrl)(
    'shares the counts between two processes on one PostgreSQL database',
    async () => {
      const schema = `murmur_t_limits_${randomBytes(6).toString('hex')}`;
      await runAsAdmin(databaseUrl!, `create schema ${schema}`);
      try {
        // One key for both, as processes behind one load balancer share it.
        const env = {
          DATABASE_URL: inSchema(databaseUrl!, schema),
          JWT_SECRET: 'one signing key for every process of this test',
          LIMIT_LIKES_PER_HOUR: '3',
        };
        const first = await start(await freshDataDir(), env);
        const second = await start(await freshDataDir(), { ...env, SEED: 'false' });
        const token = await signUp(first);
        const servers = [first, second, first];
        for (const [index, server] of servers.entries())
          expect((await send(server, 'POST', apiPaths.like(`p0${index + 1}`), token)).status).toBe(
            201,
          );
        await expectRefused(await send(second, 'POST', apiPaths.like('p04'), token));
        await Promise.all([first.stop(), second.stop()]);
      } finally {
        await runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`);
      }
    },
    90_000,
  );
});
