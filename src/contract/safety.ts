import * as z from 'zod';
import { timestampSchema } from './common';
import { userSummarySchema } from './user';

/** How long a mute may last, in seconds: an hour, a day or a week; left out, until undone. */
export const muteDurations = [3600, 86_400, 604_800] as const;
export type MuteDuration = (typeof muteDurations)[number];

/**
 * POST /api/users/mute/{userId}/: an optional duration; an empty body (or null) mutes until
 * undone. A number that is not one of muteDurations is refused by the server as muteDurationUnknown.
 */
export const muteBodySchema = z.object({
  durationSeconds: z.number().nullable().optional(),
});
export type MuteBody = z.infer<typeof muteBodySchema>;

/** One person the viewer blocked or muted, with when it began and (a mute) when it ends. */
export const hiddenPersonSchema = z.strictObject({
  user: userSummarySchema,
  since: timestampSchema,
  /** When a mute ends; null until undone (and always for a block). */
  until: timestampSchema.nullable(),
});
export type HiddenPerson = z.infer<typeof hiddenPersonSchema>;

/** GET /api/users/blocks and /api/users/mutes: one page, the newest first. */
export const hiddenPeoplePageResponseSchema = z.strictObject({
  users: z.array(hiddenPersonSchema),
  nextCursor: z.string().nullable(),
});
export type HiddenPeoplePageResponse = z.infer<typeof hiddenPeoplePageResponseSchema>;
