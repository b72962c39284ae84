import { errorCodes, inlineMediaMessage } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { ApiError } from './api-error';

/**
 * The Node host takes uploads, so it refuses data URLs: inline media would be copied into every
 * list answer (a post's mediaURL into every "all posts", an avatar into every like and follower
 * summary) and a few hundred of them would make those answers too big to serve. The browser host
 * has no upload endpoint and keeps data URLs (docs/api.md, "Request bodies").
 */
export function refuseInlineMedia(
  deps: Pick<ResolvedDeps, 'media'>,
  fields: Record<string, string | undefined>,
): void {
  if (!deps.media) return;
  for (const [field, value] of Object.entries(fields))
    if (value?.startsWith('data:'))
      throw new ApiError(422, errorCodes.inlineMedia, inlineMediaMessage(field));
}
