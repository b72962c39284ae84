import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  errorCodes,
  apiPaths,
  guestCredentials,
  healthResponseSchema,
  serverMessages,
} from '@/contract';
import { inSchema, runAsAdmin } from '@/server/database/testing/temp-postgres-store';
import { photoPng } from '../picture-files';
import { request, useServerProcesses, type ServerProcess } from '../server-process';

const { freshDataDir, start } = useServerProcesses();

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs the PostgreSQL test. */
const databaseUrl = process.env.TEST_DATABASE_URL;

/** A picture whose kept files (the PNG and its 320 px copy) take 0.5 to 1 MB together. */
const largePicture = () => photoPng(640, 640);

async function uploadAs(server: ServerProcess, token: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set('file', new File([bytes], 'big.png', { type: 'image/png' }));
  const answer = await fetch(`${server.url}${apiPaths.media()}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

async function loggedIn(server: ServerProcess) {
  const login = await request(server, 'POST', apiPaths.login(), { body: guestCredentials });
  return login.body.encodedToken as string;
}

/** What the kept uploads' files take in DATA_DIR/media (half-written ones start with a dot). */
async function storedBytes(dataDir: string) {
  const dir = join(dataDir, 'media');
  let total = 0;
  for (const name of await readdir(dir))
    if (!name.startsWith('.')) total += (await stat(join(dir, name))).size;
  return total;
}

/** What anyone learns of the storage: whether it is full, never its figures. */
const storageOf = async (server: ServerProcess) =>
  healthResponseSchema.parse((await request(server, 'GET', apiPaths.health())).body).storage;

describe('the server process running out of room for uploads', () => {
  it('answers 507 past MEDIA_QUOTA_MB, and still counts what is stored after a restart', async () => {
    const dataDir = await freshDataDir();
    const env = { MEDIA_QUOTA_MB: '1' };
    const server = await start(dataDir, env);
    const token = await loggedIn(server);
    expect((await uploadAs(server, token, await largePicture())).status).toBe(201);
    // What the upload's files take, as processed: counted against the quota from here on.
    const kept = await storedBytes(dataDir);
    expect(kept).toBeGreaterThan(512 * 1024);
    expect(kept).toBeLessThanOrEqual(1024 * 1024);
    expect(await uploadAs(server, token, await largePicture())).toEqual({
      status: 507,
      body: { errors: [serverMessages.mediaStorageFull], code: errorCodes.mediaStorageFull },
    });
    expect(await storageOf(server)).toEqual({ full: false });
    expect(await storedBytes(dataDir)).toBe(kept);
    await server.stop();

    const restarted = await start(dataDir, env);
    const again = await uploadAs(restarted, await loggedIn(restarted), await largePicture());
    expect(again.status).toBe(507);
    await restarted.stop();
  }, 60_000);

  it('answers 507 when an upload would leave less free disk than DISK_FREE_FLOOR_MB', async () => {
    // A floor no test machine's disk clears.
    const server = await start(await freshDataDir(), { DISK_FREE_FLOOR_MB: '100000000' });
    const answer = await uploadAs(server, await loggedIn(server), await photoPng(16, 16));
    expect(answer).toEqual({
      status: 507,
      body: { errors: [serverMessages.mediaStorageFull], code: errorCodes.mediaStorageFull },
    });
    expect((await storageOf(server))?.full).toBe(true);
    await server.stop();
  }, 60_000);

  it.skipIf(!databaseUrl)(
    'holds MEDIA_QUOTA_MB across two processes sharing PostgreSQL and the media folder',
    async () => {
      const schema = `murmur_t_quota_${randomBytes(6).toString('hex')}`;
      await runAsAdmin(databaseUrl!, `create schema ${schema}`);
      try {
        // One DATA_DIR: the same media folder (and token key), as on a shared volume.
        const dataDir = await freshDataDir();
        const env = { DATABASE_URL: inSchema(databaseUrl!, schema), MEDIA_QUOTA_MB: '1' };
        const first = await start(dataDir, env);
        const second = await start(dataDir, { ...env, SEED: 'false' });
        expect(await storageOf(second)).toEqual({ full: false });
        expect((await uploadAs(first, await loggedIn(first), await largePicture())).status).toBe(
          201,
        );
        const kept = await storedBytes(dataDir);
        expect(kept).toBeGreaterThan(512 * 1024);
        expect(await uploadAs(second, await loggedIn(second), await largePicture())).toEqual({
          status: 507,
          body: { errors: [serverMessages.mediaStorageFull], code: errorCodes.mediaStorageFull },
        });
        expect(await storedBytes(dataDir)).toBe(kept);
        await Promise.all([first.stop(), second.stop()]);
      } finally {
        await runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`);
      }
    },
    90_000,
  );
});
