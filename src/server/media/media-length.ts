import type { ServerMediaStore } from './server-media-store';
import { uploadName } from './upload-name';

/**
 * The size in bytes of a stored upload by its path (/media/<name>), as a HEAD answer of the store
 * gives it; undefined for any other path, a missing file or a store that redirects (to a CDN),
 * whose answer carries no length. An RSS enclosure needs it.
 */
export function mediaLength(media: ServerMediaStore) {
  return async (path: string): Promise<number | undefined> => {
    const name = path.startsWith('/media/') ? path.slice('/media/'.length) : '';
    if (!uploadName.test(name)) return undefined;
    const answer = await media.respond(
      name,
      new Request(`http://media${path}`, { method: 'HEAD' }),
    );
    await answer?.body?.cancel();
    const length = Number(answer?.status === 200 ? answer.headers.get('content-length') : NaN);
    return Number.isInteger(length) && length >= 0 ? length : undefined;
  };
}
