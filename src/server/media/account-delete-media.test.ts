import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths, healthResponseSchema, mediaUploadResponseSchema } from '@/contract';
import { pngBytes, upload } from '../testing/media-upload';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';

let harness: ServerHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const rena = {
  firstName: 'Rena',
  lastName: 'Gone',
  username: 'rena.gone',
  email: 'rena@example.com',
  password: 'rena-long-passphrase',
  confirmPassword: 'rena-long-passphrase',
};

async function setUp() {
  const h = await createServerHarness();
  harness = h;
  const token = await h.adminToken();
  const health = async () =>
    healthResponseSchema.parse((await h.call('GET', apiPaths.health(), { token })).body).storage
      ?.mediaBytes;
  return { h, health };
}

describe('deleting an account on the Node host', () => {
  it('removes its uploaded pictures: they answer 404 and the media quota goes back down', async () => {
    const { h, health } = await setUp();
    expect((await h.call('POST', '/api/auth/signup', { body: rena })).status).toBe(201);
    const token = await h.login(rena.username, rena.password);
    const uploaded = await upload(h, pngBytes, { token, name: 'pot.png', type: 'image/png' });
    const { url } = mediaUploadResponseSchema.parse(await uploaded.json());
    const post = await h.call('POST', apiPaths.posts(), {
      token,
      body: { postData: { content: 'A pot', mediaURL: url } },
    });
    expect(post.status).toBe(201);
    expect((await h.app.request(url)).status).toBe(200);
    expect(await health()).toBe(pngBytes.length);

    const deleted = await h.call('POST', '/api/account/delete', {
      token,
      body: { password: rena.password, username: rena.username },
    });
    expect(deleted.status).toBe(200);
    await h.jobsDone();
    expect(await h.store.jobs.countUnfinished()).toEqual([]);
    expect((await h.app.request(url)).status).toBe(404);
    expect(await health()).toBe(0);
  });
});
