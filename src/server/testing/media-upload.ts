import { apiPaths } from '@/contract';
import type { ServerHarness } from './server-harness';

/** The first bytes of a PNG, enough for the type check by content. */
export const pngBytes = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
]);

/** POST /api/media with one file in the form field "file", as the composer sends it. */
export function upload(
  h: ServerHarness,
  bytes: Uint8Array<ArrayBuffer>,
  {
    token,
    name = 'photo.png',
    type = 'image/png',
  }: { token?: string; name?: string; type?: string },
) {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return h.app.request(apiPaths.media(), {
    method: 'POST',
    body: form,
    headers: token ? { authorization: token } : {},
  });
}
