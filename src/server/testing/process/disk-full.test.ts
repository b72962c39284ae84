import { execFileSync } from 'node:child_process';
import { open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCodes, apiPaths, guestCredentials, serverMessages } from '@/contract';
import { sqliteFileName } from '@/server/database/sqlite-database';
import { photoPng } from '../picture-files';
import { request, useServerProcesses } from '../server-process';

// A disk that really fills: DATA_DIR is a small tmpfs, and the test fills what is left with a
// file of its own. The server meets ENOSPC in the media store and SQLite's "database or disk is
// full" as the system reports them, with no fault injected. Mounting needs root on Linux: the
// test is skipped elsewhere.

const { freshDataDir, start } = useServerProcesses();

function canMountTmpfs() {
  try {
    const probe = execFileSync('mktemp', ['-d'], { encoding: 'utf8' }).trim();
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    execFileSync('rmdir', [probe]);
    return true;
  } catch {
    return false;
  }
}

const mounted: string[] = [];
afterAll(() => {
  for (const dir of mounted) execFileSync('umount', ['-l', dir]);
});

async function smallDisk(megabytes: number) {
  const dir = await freshDataDir();
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]);
  mounted.push(dir);
  return dir;
}

/** Writes into `path` until the disk has no room left; answers how many bytes it took. */
async function fillDisk(path: string) {
  const file = await open(path, 'w');
  const block = Buffer.alloc(64 * 1024, 1);
  let written = 0;
  try {
    for (;;) written += (await file.write(block)).bytesWritten;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await file.close();
  }
  // What a 64 KiB block could not take, in single bytes.
  const rest = await open(path, 'a');
  try {
    for (;;) written += (await rest.write(Buffer.of(1))).bytesWritten;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await rest.close();
  }
  return written;
}

describe.skipIf(!canMountTmpfs())('the server process on a disk that fills up', () => {
  it('answers 507 to uploads and posts while it is full, and writes again once it is not', async () => {
    const dataDir = await smallDisk(24);
    // No free-space floor: the writes themselves must meet the full disk.
    const server = await start(dataDir, {
      DISK_FREE_FLOOR_MB: '0',
      LIMIT_POSTS_PER_HOUR: '100000',
      LIMIT_POSTS_PER_DAY: '100000',
      LIMIT_GUEST_DIVISOR: '1',
    });
    const login = await request(server, 'POST', apiPaths.login(), { body: guestCredentials });
    const token = login.body.encodedToken as string;
    // About 0.5 MB as kept: more than the full disk has left.
    const picture = await photoPng(500, 500);
    const upload = async () => {
      const form = new FormData();
      form.set('file', new File([picture], 'big.png', { type: 'image/png' }));
      const answer = await fetch(`${server.url}${apiPaths.media()}`, {
        method: 'POST',
        headers: { authorization: token },
        body: form,
      });
      return { status: answer.status, body: (await answer.json()) as unknown };
    };
    const post = (content: string) =>
      request(server, 'POST', apiPaths.posts(), { token, body: { postData: { content } } });

    const filler = join(dataDir, 'filler');
    expect(await fillDisk(filler)).toBeGreaterThan(0);
    expect(await upload()).toEqual({
      status: 507,
      body: { errors: [serverMessages.mediaStorageFull], code: errorCodes.mediaStorageFull },
    });
    expect(await readdir(join(dataDir, 'media')).catch(() => [])).toEqual([]);
    // Posts until SQLite has to grow the database or its write-ahead log.
    const refused = [];
    let refusedContent = '';
    for (let i = 0; i < 3000 && refused.length === 0; i++) {
      refusedContent = `${i} ${'x'.repeat(480)}`;
      const answer = await post(refusedContent);
      if (answer.status !== 201) refused.push(answer);
    }
    expect(refused).toEqual([
      { status: 507, body: { errors: [serverMessages.storageFull], code: errorCodes.storageFull } },
    ]);

    await rm(filler);
    expect((await upload()).status).toBe(201);
    expect((await post('Room again')).status).toBe(201);
    expect(server.output()).not.toMatch(/Unexpected API failure|Unhandled|Uncaught/);
    await server.stop();
    // The refused post left no row behind; the one after it is there.
    const database = new SQLite(join(dataDir, sqliteFileName), { readonly: true });
    const count = (content: string) =>
      database.prepare('select count(*) as n from posts where content = ?').get(content);
    expect([count(refusedContent), count('Room again')]).toEqual([{ n: 0 }, { n: 1 }]);
    database.close();
  }, 120_000);
});
