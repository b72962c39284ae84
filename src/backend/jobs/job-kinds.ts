import * as z from 'zod';

/**
 * Every kind of job the queue carries, with the payload its handler reads. A payload is checked
 * when it is run, as it may have been queued by another version of the server.
 */
export const jobPayloads = {
  /** Files of the media store that a deletion or an edit let go (remove-files.ts). */
  'remove-files': z.object({ urls: z.array(z.string()).min(1) }),
} as const;

export type JobKind = keyof typeof jobPayloads;
export type JobPayload<K extends JobKind> = z.infer<(typeof jobPayloads)[K]>;

/** What runs a job of each kind; it throws to have the job tried again later. */
export type JobHandlers = { [K in JobKind]: (payload: JobPayload<K>) => Promise<void> };
