import {
  endpoints,
  limits,
  mediaTooLargeMessage,
  serverMessages,
  sniffMediaType,
  tooManyUploadsMessage,
} from '../../contract';
import { createMiddleware } from 'hono/factory';
import { createLoginLimiter } from '../auth/login-limiter';
import { ApiError, badRequest, unprocessable } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { countTry } from '../http/count-try';
import { limitBody } from '../http/body-limit';
import type { On } from '../http/endpoint-router';
import type { MediaStore } from '../media/media-store';

/**
 * Uploads per account in a sliding window: plenty for posting, and a bound on the disk that one
 * account (the shared guest's password is public) can fill.
 */
export const uploadLimit = { maxFailures: 30, windowMs: 15 * 60 * 1000 } as const;

/** Room for the multipart boundaries and part headers around a file of the largest size. */
const multipartOverheadBytes = 64 * 1024;

/**
 * POST /api/media: one file in the form field "file", checked by its bytes (never by its name or
 * declared type), kept by the host's media store, answered with the URL a post can use.
 */
export function registerMediaRoutes(on: On, media: MediaStore, now: () => Date) {
  const tooLarge = mediaTooLargeMessage(limits.mediaBytes);
  // The login limiter's sliding log, counting every upload rather than failures.
  const uploads = createLoginLimiter(now, uploadLimit);
  on(
    endpoints.media,
    async (c, reply) => {
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
      return reply.json({ url: await media.save(bytes, type) }, 201);
    },
    [
      createMiddleware<AppEnv>(
        async (c, next) =>
          countTry(c, uploads, c.get('user')._id, tooManyUploadsMessage) ?? (await next()),
      ),
      limitBody(limits.mediaBytes + multipartOverheadBytes, tooLarge),
    ],
  );
}
