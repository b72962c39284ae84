import * as z from 'zod';
import { timestampSchema } from './common';

// Apart from account.ts, whose body schemas the API reads: these answers' schemas serve the
// tests and the request tester only, and stay out of the demo's backend.

/**
 * One live session of the owner's account, as GET /api/account/sessions lists it: the device its
 * browser and system name ("Firefox on Windows"), the address it logged in from (null where none
 * was known), and `current` on the session that asks.
 */
export const accountSessionSchema = z.strictObject({
  _id: z.string(),
  device: z.string(),
  address: z.string().nullable(),
  createdAt: timestampSchema,
  lastSeenAt: timestampSchema,
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.strictObject({
  sessions: z.array(accountSessionSchema),
  nextCursor: z.string().nullable(),
});
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

/** One session ended (DELETE /api/account/sessions/:sessionId). */
export const sessionEndedResponseSchema = z.strictObject({ ended: z.literal(true) });
export type SessionEndedResponse = z.infer<typeof sessionEndedResponseSchema>;

/** Every other session ended (POST /api/account/sessions/end-others): how many; this one stays. */
export const otherSessionsEndedResponseSchema = z.strictObject({
  sessionsEnded: z.number().int().nonnegative(),
});
export type OtherSessionsEndedResponse = z.infer<typeof otherSessionsEndedResponseSchema>;
