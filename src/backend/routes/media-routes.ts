import type { Context } from 'hono';
import { endpoints, errorCodes, limits, mediaTooLargeMessage, sniffMediaType } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { ApiError, badRequest, refusal, unprocessable } from '../http/api-error';
import { limitBody } from '../http/body-limit';
import type { HandlerOf, On } from '../http/endpoint-router';
import type { MediaStore } from '../media/media-store';
import { keepUpload } from '../media/keep-upload';
import { recordUpload } from '../media/record-upload';

/** Room for the multipart boundaries and part headers around a file of the largest size. */
const multipartOverheadBytes = 64 * 1024;

const tooLarge = () =>
  new ApiError(413, errorCodes.mediaTooLarge, mediaTooLargeMessage(limits.mediaBytes));

/**
 * The file in the form field "file", with its type judged by its bytes (never by its name or
 * declared type): refused when it is missing, too large or of a type Murmur does not take.
 */
async function readUpload(c: Context) {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest('mediaMalformed');
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw unprocessable('mediaFileRequired');
  if (file.size > limits.mediaBytes) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffMediaType(bytes.subarray(0, 16));
  if (!type) throw refusal(415, 'mediaUnsupported');
  return { bytes, type };
}

/**
 * Kept by the host's media store and recorded as the uploader's, answered with the URL a post can
 * use. An account whose recorded uploads and this one would pass its share is refused before the
 * work of keeping it, and again, atomically, as it is recorded (recordUpload).
 */
const media =
  (deps: ResolvedDeps, store: MediaStore): HandlerOf<'media'> =>
  async (c, call) => {
    const owner = c.get('user');
    const { bytes, type } = await readUpload(c);
    const used = await deps.store.uploads.bytesOf(owner._id);
    if (used + bytes.byteLength > deps.accountMediaQuotaBytes)
      throw refusal(507, 'accountMediaFull');
    const kept = await keepUpload({ pictures: deps.pictures, media: store }, bytes, type);
    await recordUpload(deps, store, owner._id, kept);
    return call.json(kept.upload, 201);
  };

/**
 * POST /api/media, where the host keeps uploads (the Node host). How many uploads an account may
 * make is a write limit (limits/write-limits.ts); how large one may be is checked as it arrives.
 */
export function registerMediaRoutes(deps: ResolvedDeps, on: On) {
  if (!deps.media) return;
  on(endpoints.media, media(deps, deps.media), [
    limitBody(limits.mediaBytes + multipartOverheadBytes, tooLarge()),
  ]);
}
