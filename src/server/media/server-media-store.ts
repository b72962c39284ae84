import type { MediaStore, StorageReport } from '@/backend/media/media-store';

/**
 * A media store of the Node host (the folder or a bucket): every part of the port, and the
 * answer to GET and HEAD /media/<name>.
 */
export interface ServerMediaStore extends Required<MediaStore> {
  report(): Promise<StorageReport>;
  /**
   * Removes what a crash left half-written before the time, answering how many went; a store
   * whose writes are atomic (a bucket) has nothing to do.
   */
  dropUnfinished(savedBefore: number): Promise<number>;
  /**
   * The answer for the stored upload of that name (already checked to be an upload name), with
   * its type and length, honouring Range; undefined when none is stored under it.
   */
  respond(name: string, request: Request): Promise<Response | undefined>;
}

/**
 * Media is cached for a day, not for ever: a picture removed from storage (its post deleted or
 * taken down) stops being served from caches within a day.
 */
export const mediaCacheControl = 'public, max-age=86400';
