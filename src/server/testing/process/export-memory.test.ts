import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/contract';
import { openStore } from '@/server/database/open-store';
import { singleMedia } from '@/backend/posts/post-media';
import { adaSignup, request, useServerProcesses } from '../server-process';

const { freshDataDir, start } = useServerProcesses();

const postCount = 1000;

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 128 x 128 picture of random pixels: a real PNG of about 49 KB that no two posts share. */
function noisePng(): Buffer {
  const side = 128;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The process's resident memory in bytes, as Linux counts it. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

describe('the data export of the server process', () => {
  it('streams 1,000 posts with a picture each while the server grows by under 50 MB', async () => {
    const dataDir = await freshDataDir();
    const server = await start(dataDir);
    expect((await request(server, 'POST', apiPaths.signup(), { body: adaSignup })).status).toBe(
      201,
    );
    const login = await request(server, 'POST', apiPaths.login(), {
      body: { username: adaSignup.username, password: adaSignup.password },
    });
    const token = login.body.encodedToken as string;

    // The rows go straight into the server's SQLite file, the pictures into its media folder.
    const mediaDir = join(dataDir, 'media');
    await mkdir(mediaDir, { recursive: true });
    const store = await openStore({ dataDir });
    let mediaBytes = 0;
    try {
      for (let n = 0; n < postCount; n++) {
        const name = `${randomBytes(16).toString('base64url')}.png`;
        const png = noisePng();
        mediaBytes += png.length;
        await writeFile(join(mediaDir, name), png);
        const at = new Date(Date.parse('2026-01-01T00:00:00Z') + n * 60_000).toISOString();
        await store.posts.insert({
          _id: `export-${n}`,
          content: `Picture ${n}`,
          mediaURL: `/media/${name}`,
          mediaAlt: `Noise ${n}`,
          media: singleMedia(`/media/${name}`, `Noise ${n}`),
          contentWarning: '',
          sensitive: false,
          username: adaSignup.username,
          likeCount: 0,
          createdAt: at,
          updatedAt: at,
        });
      }
    } finally {
      await store.close();
    }

    const pid = server.child.pid!;
    const before = await rssOf(pid);
    let peak = before;
    const response = await fetch(`${server.url}/api/account/export`, {
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
    let received = 0;
    let tail = new Uint8Array(0);
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
      tail = Uint8Array.from([...tail, ...value.subarray(-22)]).subarray(-22);
      peak = Math.max(peak, await rssOf(pid));
    }
    const rise = peak - before;
    console.log(
      `export of ${postCount} posts: ${(received / 1e6).toFixed(1)} MB streamed, ` +
        `media ${(mediaBytes / 1e6).toFixed(1)} MB; server RSS ${(before / 1e6).toFixed(1)} MB ` +
        `before, peak ${(peak / 1e6).toFixed(1)} MB, rise ${(rise / 1e6).toFixed(1)} MB`,
    );
    expect(received).toBeGreaterThan(mediaBytes);
    // The end of central directory record: the ZIP is whole, with every file in it.
    const end = new DataView(tail.buffer, tail.byteOffset, 22);
    expect(end.getUint32(0, true)).toBe(0x06054b50);
    expect(end.getUint16(10, true)).toBe(postCount + 8);
    expect(rise).toBeLessThan(50 * 1024 * 1024);
  }, 600_000);
});
