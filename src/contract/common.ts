import * as z from 'zod';

/** API timestamps: year-month-dayThour:minute:second with an offset, e.g. 2026-11-21T09:30:00+05:30. */
export const timestampSchema = z.iso.datetime({ offset: true });
export const idSchema = z.string().min(1);

/**
 * The one error shape every API failure answers with: the message to show, and beside it the
 * stable code to branch on, one of error-codes.ts (a client should expect codes it does not know).
 */
export const errorResponseSchema = z.object({
  errors: z.array(z.string()).min(1),
  code: z.string().regex(/^[a-z][a-z0-9_]*$/),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
