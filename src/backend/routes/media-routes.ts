import { Hono } from 'hono';
import { limits, mediaTooLargeMessage, serverMessages, sniffMediaType } from '../../contract';
import { ApiError, badRequest, unprocessable } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { limitBody } from '../http/body-limit';
import type { AuthMiddleware } from '../http/require-user';
import type { MediaStore } from '../media/media-store';

/** Room for the multipart boundaries and part headers around a file of the largest size. */
const multipartOverheadBytes = 64 * 1024;

/**
 * POST /api/media: one file in the form field "file", checked by its bytes (never by its name or
 * declared type), kept by the host's media store, answered with the URL a post can use.
 */
export function mediaRoutes(auth: AuthMiddleware, media: MediaStore) {
  const tooLarge = mediaTooLargeMessage(limits.mediaBytes);
  return new Hono<AppEnv>().post(
    '/',
    auth,
    limitBody(limits.mediaBytes + multipartOverheadBytes, tooLarge),
    async (c) => {
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
      return c.json({ url: await media.save(bytes, type) }, 201);
    },
  );
}
