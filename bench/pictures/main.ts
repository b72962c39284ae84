// npm run bench:pictures: what the picture pipeline costs (docs/benchmarks.md, "Pictures"). One
// 12-megapixel JPEG processed five times in a process of its own (time, peak RSS rise), then the
// built server on a scratch world: GET /api/feed's latency alone, and while 4 clients upload
// 12-megapixel JPEGs at once.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { guestCredentials, loginResponseSchema } from '@/contract';
import { buildServer } from '../support/build';
import { startServer, type RunningServer } from '../support/server';
import { BenchError, numberSetting, runMain } from '../support/settings';
import { percentile, spread } from '../support/stats';
import { twelveMegapixelJpeg, uploadPicture } from '../support/upload';
import { scratchWorld } from '../support/world';

const uploaders = 4;
const uploadsEach = numberSetting('PICTURES_UPLOADS_EACH', 3);

function processOnePicture(file: string) {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'one-picture.ts'), file],
    { encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as { times: number[]; rssRiseMb: number };
}

async function login(server: RunningServer) {
  const answer = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(guestCredentials),
  });
  return loginResponseSchema.parse(await answer.json()).encodedToken;
}

/** GET /api/feed one after another until `until` settles; each answer's milliseconds. */
async function feedLatencies(server: RunningServer, token: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const answer = await fetch(`${server.url}/api/feed?limit=20`, {
      headers: { authorization: token },
    });
    await answer.arrayBuffer();
    if (!answer.ok) throw new BenchError(`GET /api/feed answered ${answer.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times.sort((a, b) => a - b);
}

async function uploadAll(server: RunningServer, token: string, jpeg: Uint8Array<ArrayBuffer>) {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: uploaders }, async () => {
      for (let i = 0; i < uploadsEach; i++) {
        const started = performance.now();
        await uploadPicture(server.url, token, jpeg);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`;

await runMain('bench:pictures', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'murmur-pictures-'));
  try {
    const jpeg = await twelveMegapixelJpeg();
    const file = join(folder, 'photo.jpg');
    writeFileSync(file, jpeg);
    console.log(`One 4000×3000 JPEG (${(jpeg.byteLength / 1e6).toFixed(1)} MB), 5 runs:`);
    const one = processOnePicture(file);
    const time = spread(one.times)!;
    console.log(`  processing: median ${ms(time.median)} (${ms(time.min)} to ${ms(time.max)})`);
    console.log(`  peak RSS rise: ${Math.round(one.rssRiseMb)} MB`);

    buildServer({ web: false });
    const world = await scratchWorld('pictures');
    const server = await startServer(world, { label: 'pictures', seed: true });
    try {
      const token = await login(server);
      const idle = await feedLatencies(server, token, new Promise((r) => setTimeout(r, 5000)));
      const uploading = uploadAll(server, token, jpeg);
      const busy = await feedLatencies(server, token, uploading);
      const uploads = (await uploading).sort((a, b) => a - b);
      console.log(`GET /api/feed on the server process (${idle.length} and ${busy.length} calls):`);
      console.log(`  alone: p50 ${ms(percentile(idle, 0.5))}, p95 ${ms(percentile(idle, 0.95))}`);
      console.log(
        `  while ${uploaders} clients upload ${uploadsEach} JPEGs each: ` +
          `p50 ${ms(percentile(busy, 0.5))}, p95 ${ms(percentile(busy, 0.95))}`,
      );
      console.log(
        `  upload answers: p50 ${ms(percentile(uploads, 0.5))}, p95 ${ms(percentile(uploads, 0.95))}`,
      );
      if (server.errorLines() > 0)
        throw new BenchError(`The server logged errors: ${server.logPath}`);
    } finally {
      await server.stop();
      await world.close();
    }
    return true;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
