import {
  endpoints,
  limits,
  mediaTooLargeMessage,
  serverMessages,
  sniffMediaType,
} from '@/contract';
import { ApiError, badRequest, unprocessable } from '../http/api-error';
import { limitBody } from '../http/body-limit';
import type { On } from '../http/endpoint-router';
import type { MediaStore } from '../media/media-store';

/** Room for the multipart boundaries and part headers around a file of the largest size. */
const multipartOverheadBytes = 64 * 1024;

/**
 * POST /api/media: one file in the form field "file", checked by its bytes (never by its name or
 * declared type), kept by the host's media store, answered with the URL a post can use.
 */
export function registerMediaRoutes(on: On, media: MediaStore) {
  const tooLarge = mediaTooLargeMessage(limits.mediaBytes);
  on(
    endpoints.media,
    async (c, call) => {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw badRequest(serverMessages.mediaMalformed);
      }
      const file = form.get('file');
      if (!(file instanceof File)) throw unprocessable(serverMessages.mediaFileRequired);
      if (file.size > limits.mediaBytes) throw new ApiError(413, tooLarge);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffMediaType(bytes.subarray(0, 16));
      if (!type) throw new ApiError(415, serverMessages.mediaUnsupported);
      return call.json({ url: await media.save(bytes, type) }, 201);
    },
    // How many uploads an account may make is a write limit (limits/write-limits.ts).
    [limitBody(limits.mediaBytes + multipartOverheadBytes, tooLarge)],
  );
}
