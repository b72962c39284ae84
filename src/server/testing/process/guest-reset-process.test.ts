import { describe, expect, it } from 'vitest';
import { apiPaths, guestCredentials } from '@/contract';
import { guestPostLifetimeMs, guestProfile } from '@/backend/guest/reset-guest';
import { seedData } from '@/backend/seed/seed-data';
import { adaSignup, request, useServerProcesses, type ServerProcess } from '../server-process';

const { freshDataDir, start } = useServerProcesses();

// The server's clock runs 7,200 times fast: an hour (and so a guest reset) every half second, and
// the guest's post lifetime of a day in 12 seconds.
const speed = 7200;
const realDayMs = guestPostLifetimeMs / speed;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Not done in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function post(server: ServerProcess, token: string, content: string) {
  const answer = await request(server, 'POST', apiPaths.posts(), {
    token,
    body: { postData: { content } },
  });
  expect(answer.status).toBe(201);
  const created = (answer.body.posts as { _id: string; content: string }[]).find(
    (p) => p.content === content,
  );
  return created!._id;
}

describe('the guest reset in the server process, with a fast test clock', () => {
  it('puts the defaced profile back and removes the guest posts once a day old', async () => {
    const server = await start(await freshDataDir(), {
      NODE_ENV: 'test',
      MURMUR_TEST_CLOCK_SPEED: String(speed),
    });
    const guest = (await request(server, 'POST', apiPaths.login(), { body: guestCredentials })).body
      .encodedToken as string;
    const signup = await request(server, 'POST', apiPaths.signup(), {
      body: adaSignup,
    });
    const ada = signup.body.encodedToken as string;

    const postedAt = Date.now();
    const guestPost = await post(server, guest, 'Spam from the shared account');
    const adaPost = await post(server, ada, 'A post of my own');

    const defaced = {
      firstName: 'Defaced',
      lastName: 'Account',
      avatarUrl: seedData.users.find((u) => u.username !== guestCredentials.username)!.avatarUrl,
      bio: 'Visit my spam',
      website: 'https://spam.example.com',
    };
    const edit = await request(server, 'POST', apiPaths.editUser(), {
      token: guest,
      body: { userData: defaced },
    });
    expect(edit.status).toBe(201);
    const readGuest = async () =>
      (await request(server, 'GET', apiPaths.user(guestCredentials.username))).body.user as Record<
        string,
        string
      >;
    // The edit's own answer shows it took: a read after it could already meet the next reset.
    expect(edit.body.user).toMatchObject(defaced);

    // The next hourly reset (half a second) puts every field back, through HTTP.
    const restored = await until(readGuest, (user) => user.bio === guestProfile.bio, 5000);
    expect(restored).toMatchObject(guestProfile);
    // Only hours old in the server's time: the post stays.
    expect((await request(server, 'GET', apiPaths.post(guestPost))).status).toBe(200);

    // Gone once a day old in the server's time (12 s here), and not before.
    await until(
      () => request(server, 'GET', apiPaths.post(guestPost)),
      (answer) => answer.status === 404,
      realDayMs + 15_000,
    );
    expect(Date.now() - postedAt).toBeGreaterThanOrEqual(realDayMs);
    // Someone else's post of the same age is left alone.
    expect((await request(server, 'GET', apiPaths.post(adaPost))).status).toBe(200);
    expect(server.output()).toMatch(/Deleted 1 guest post\b/);
    await server.stop();
  }, 90_000);

  it('refuses to start with MURMUR_TEST_CLOCK_SPEED outside tests', async () => {
    await expect(
      start(await freshDataDir(), { NODE_ENV: 'production', MURMUR_TEST_CLOCK_SPEED: '7200' }),
    ).rejects.toThrow(/MURMUR_TEST_CLOCK_SPEED is for tests only/);
  }, 30_000);
});
