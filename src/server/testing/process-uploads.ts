import sharp from 'sharp';
import { expect } from 'vitest';
import { apiPaths, mediaUploadResponseSchema } from '@/contract';
import type { ServerProcess } from './server-process';

/** An 8×8 blue PNG: a picture the pipeline takes, small enough to cross servers at once. */
export const bluePng = async () =>
  new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer(),
  );

/** POST /api/media to a running server, as the composer sends it; answers the stored file's URL. */
export async function uploadThrough(
  server: ServerProcess,
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
) {
  const form = new FormData();
  form.set('file', new File([bytes], 'dot.png', { type: 'image/png' }));
  const answer = await fetch(`${server.url}${apiPaths.media()}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  expect(answer.status).toBe(201);
  return mediaUploadResponseSchema.parse(await answer.json()).url;
}

/** What a server answers for a media URL: its status and bytes. */
export const bytesAt = async (server: ServerProcess, url: string) => {
  const answer = await fetch(`${server.url}${url}`);
  return { status: answer.status, bytes: new Uint8Array(await answer.arrayBuffer()) };
};
