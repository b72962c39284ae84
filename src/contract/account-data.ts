import * as z from 'zod';

/** The lists an import may fill, each read from a CSV of account addresses. */
export const importTypes = ['following', 'blocks', 'mutes'] as const;
export type ImportType = (typeof importTypes)[number];

/** How much one import may bring, and how many lines its report names one by one. */
export const importLimits = {
  maxBytes: 1024 * 1024,
  maxRows: 5000,
  listedMax: 100,
} as const;

/** How often an account may download its data, and import a list, in an hour. */
export const accountDataRates = { exportsPerHour: 3, importsPerHour: 10 } as const;

/** Lines of an import that did nothing: how many, and the first of them as they were written. */
const skippedSchema = z.strictObject({
  count: z.number().int().nonnegative(),
  lines: z.array(z.string()).max(importLimits.listedMax),
});

/**
 * POST /api/account/import: what was done. `done` accounts were followed, blocked or muted now,
 * `already` were so before; `notFound` names no account of this server (or is not an address),
 * `refused` may not be done (yourself, or a block either way for a follow).
 */
export const importReportSchema = z.strictObject({
  type: z.enum(importTypes),
  done: z.number().int().nonnegative(),
  already: z.number().int().nonnegative(),
  notFound: skippedSchema,
  refused: skippedSchema,
});
export type ImportReport = z.infer<typeof importReportSchema>;
