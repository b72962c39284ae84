import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateTokenSecret } from './token-secret';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'murmur-secret-'));
  dirs.push(dir);
  return join(dir, 'data');
}

describe('loadOrCreateTokenSecret', () => {
  it('makes 48 random bytes once, in a 0600 file, and reads the same key afterwards', async () => {
    const dataDir = await tempDir();
    const first = await loadOrCreateTokenSecret(dataDir);
    expect(first.created).toBe(true);
    expect(first.secret.byteLength).toBe(48);
    expect((await stat(join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const again = await loadOrCreateTokenSecret(dataDir);
    expect(again).toEqual({ secret: first.secret, created: false, tightened: false });
    expect(await loadOrCreateTokenSecret(await tempDir())).not.toEqual(first);
  });

  it('agrees on one key when several servers start at once, and narrows a loose mode', async () => {
    const dataDir = await tempDir();
    const all = await Promise.all(
      Array.from({ length: 8 }, () => loadOrCreateTokenSecret(dataDir)),
    );
    expect(all.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(all.map((result) => Buffer.from(result.secret).toString('hex'))).size).toBe(1);

    await chmod(join(dataDir, 'jwt-secret'), 0o644);
    expect((await loadOrCreateTokenSecret(dataDir)).tightened).toBe(true);
    expect((await stat(join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toMatch(/^[\w-]{64}$/);
  });
});
