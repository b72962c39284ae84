import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents } from '@/backend/testing/event-reader';
import { apiPaths, guestCredentials, liveEventNames, postEventSchema } from '@/contract';
import { inSchema, runAsAdmin } from './database/testing/temp-postgres-store';
import { startS3rver, type TestS3rver } from './media/testing/test-bucket';
import { bluePng, bytesAt, uploadThrough } from './testing/process-uploads';
import {
  adaSignup,
  request,
  useServerProcesses,
  type ServerProcess,
} from './testing/server-process';

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs this test; without it, it skips. */
const databaseUrl = process.env.TEST_DATABASE_URL;

const { freshDataDir, start } = useServerProcesses();

/** The clock runs this many times fast: an hour goes by in 20 s, so the hourly jobs run again. */
const clockSpeed = 180;
const hourMs = (60 * 60 * 1000) / clockSpeed;
const likesPerHour = 25;
const hourlyJobs = [
  'freed-usernames',
  'guest-reset',
  'quiet-timelines',
  'sent-mail-purge',
  'session-purge',
];

let s3rver: TestS3rver | undefined;
const schema = `murmur_t_two_${randomBytes(6).toString('hex')}`;
beforeAll(async () => {
  if (!databaseUrl) return;
  s3rver = await startS3rver();
  await runAsAdmin(databaseUrl, `create schema ${schema}`);
});
afterAll(async () => {
  await s3rver?.close();
  if (databaseUrl) await runAsAdmin(databaseUrl, `drop schema if exists ${schema} cascade`);
});

async function rowsOf(statement: string) {
  const client = new pg.Client({ connectionString: inSchema(databaseUrl!, schema) });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(statement)).rows;
  } finally {
    await client.end();
  }
}

const jobRuns = async () =>
  Object.fromEntries(
    (await rowsOf('select name, runs::int as runs from job_runs')).map((row) => [
      row.name as string,
      row.runs as number,
    ]),
  );

async function listen(server: ServerProcess, token: string) {
  const response = await fetch(`${server.url}${apiPaths.events()}`, {
    headers: { authorization: token },
  });
  expect(response.status).toBe(200);
  return readEvents(response);
}

/** The next post event within the second, past the unread counts that may come first. */
async function nextPostId(events: ReturnType<typeof readEvents>) {
  const deadline = Date.now() + 1_000;
  for (;;) {
    const event = await events.next(Math.max(deadline - Date.now(), 1));
    if (event.event === liveEventNames.post)
      return postEventSchema.parse(JSON.parse(event.data)).postId;
  }
}

/** Posts through the server, answering the new post's id (Prefer: return=minimal). */
async function post(server: ServerProcess, token: string, content: string) {
  const answer = await fetch(`${server.url}${apiPaths.posts()}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ postData: { content } }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { post: { _id: string } }).post._id;
}

/** An app's status create under an Idempotency-Key, through the Mastodon API; the status id. */
async function postAsApp(server: ServerProcess, token: string, key: string) {
  const answer = await fetch(`${server.url}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': key,
    },
    body: new URLSearchParams({ status: 'Sent once, retried on the other server' }).toString(),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { id: string }).id;
}

async function signUp(server: ServerProcess, username: string) {
  const body = { ...adaSignup, username, email: `${username}@example.com` };
  const signup = await request(server, 'POST', apiPaths.signup(), { body });
  expect(signup.status).toBe(201);
  return signup.body.encodedToken as string;
}

describe.skipIf(!databaseUrl)('two servers on one PostgreSQL database and one bucket', () => {
  it('behave as one: tokens, pictures, live events, logouts, retries, limits and hourly jobs', async () => {
    const bucket = await s3rver!.bucket();
    const { endpoint, bucket: name, credentials } = bucket.config;
    // No JWT_SECRET, and DATA_DIRs of their own: nothing is shared but the database and the bucket.
    const env = {
      DATABASE_URL: inSchema(databaseUrl!, schema),
      S3_ENDPOINT: endpoint!,
      S3_BUCKET: name,
      S3_ACCESS_KEY_ID: credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      MURMUR_TEST_CLOCK_SPEED: String(clockSpeed),
      LIMIT_LIKES_PER_HOUR: String(likesPerHour),
      LIMIT_POSTS_PER_HOUR: '100',
      LIMIT_POSTS_PER_DAY: '100',
    };
    const a = await start(await freshDataDir(), env);
    const b = await start(await freshDataDir(), { ...env, SEED: 'false' });
    const bStarted = Date.now();
    expect(a.output()).toMatch(/Generated a token signing key in the database/);
    expect(b.output()).not.toMatch(/Generated a token signing key/);

    // A token from A works on B.
    const login = await request(a, 'POST', apiPaths.login(), { body: guestCredentials });
    const guest = login.body.encodedToken as string;
    expect((await request(b, 'GET', apiPaths.bookmarks(), { token: guest })).status).toBe(200);

    // A picture uploaded through A is served by B.
    const picture = await uploadThrough(a, guest, await bluePng());
    const throughA = await bytesAt(a, picture);
    expect(throughA.status).toBe(200);
    expect(await bytesAt(b, picture)).toEqual(throughA);

    // A post made on A reaches a stream held on B within a second.
    const events = await listen(b, guest);
    const postId = await post(a, guest, 'Written on A, heard on B');
    expect(await nextPostId(events)).toBe(postId);

    // A logout on A ends B's stream within a second, not at its next heartbeat.
    expect((await request(a, 'POST', apiPaths.logout(), { token: guest })).status).toBe(200);
    await events.ended(1_000);

    // 40 likes split between them meet one shared limit.
    const author = await signUp(a, 'ada.b');
    // An app's post retried on the other server is the same post, not a second.
    const sent = await postAsApp(a, author, 'retry-1');
    expect(await postAsApp(b, author, 'retry-1')).toBe(sent);
    // Sent to both at the same instant, the key's claim lets one of them make the post.
    const racing = await Promise.all([
      postAsApp(a, author, 'race-1'),
      postAsApp(b, author, 'race-1'),
    ]);
    expect(racing[1]).toBe(racing[0]);
    expect(
      await rowsOf(`select count(*)::int as posts from posts where username = 'ada.b'`),
    ).toEqual([{ posts: 2 }]);
    const postIds: string[] = [];
    for (let n = 0; n < 40; n++) postIds.push(await post(a, author, `Post ${n}`));
    const liker = await signUp(b, 'bo.liker');
    const statuses = await Promise.all(
      postIds.map(
        async (postId, n) =>
          (await request(n % 2 ? b : a, 'POST', apiPaths.like(postId), { token: liker })).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(likesPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - likesPerHour);
    expect(
      await rowsOf(`select count(*)::int as likes from reactions r join users u on u.id = r.user_id
         where u.username = 'bo.liker' and r.kind = 'like'`),
    ).toEqual([{ likes: likesPerHour }]);

    // The hourly jobs ran once at the start, not once per server, and once in the next hour.
    await expect.poll(jobRuns, { timeout: 3 * hourMs, interval: 200 }).toMatchObject({
      'session-purge': 2,
    });
    // B's own timer comes an hour after its start, and its turn is refused (A took that hour's).
    // A refused turn leaves no trace to wait for, so the test waits until that time has passed.
    const bSecondTurn = bStarted + hourMs + 1_000;
    await new Promise((done) => setTimeout(done, Math.max(bSecondTurn - Date.now(), 0)));
    const runs = await jobRuns();
    expect(Object.fromEntries(hourlyJobs.map((job) => [job, runs[job]]))).toEqual(
      Object.fromEntries(hourlyJobs.map((job) => [job, 2])),
    );
    // The sweep of unused uploads keeps real hours.
    expect(runs['orphan-sweep']).toBe(1);

    await Promise.all([a.stop(), b.stop()]);
    await bucket.close();
  }, 180_000);
});
