import * as z from 'zod';
import { idSchema, timestampSchema } from './common';

export const mutedWordLimits = { phraseMax: 100, perReader: 100 } as const;

/** How long a muted word may last, in seconds: a day, a week or 30 days; left out, for good. */
export const mutedWordExpiries = [86_400, 604_800, 2_592_000] as const;

export const mutedWordSchema = z.strictObject({
  _id: idSchema,
  phrase: z.string(),
  /** When it stops hiding; null for good. */
  expiresAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type MutedWord = z.infer<typeof mutedWordSchema>;

/** POST /api/users/muted-words. An expiry not of mutedWordExpiries is refused by the server. */
export const addMutedWordBodySchema = z.object({
  phrase: z
    .string({ error: 'phrase is required' })
    .trim()
    .min(1, 'phrase is required')
    .max(
      mutedWordLimits.phraseMax,
      `phrase must be at most ${mutedWordLimits.phraseMax} characters`,
    ),
  expiresInSeconds: z.number().nullable().optional(),
});
export type AddMutedWordBody = z.infer<typeof addMutedWordBodySchema>;

export const mutedWordsResponseSchema = z.strictObject({ mutedWords: z.array(mutedWordSchema) });
export type MutedWordsResponse = z.infer<typeof mutedWordsResponseSchema>;
export const mutedWordResponseSchema = z.strictObject({ mutedWord: mutedWordSchema });
export type MutedWordResponse = z.infer<typeof mutedWordResponseSchema>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first of the phrases that the text holds as a whole word or phrase, in any case: "cat"
 * hides "Cat!" and "the cat sat", never "category". Undefined when it holds none.
 */
export function mutedPhraseIn(text: string, phrases: readonly string[]): string | undefined {
  return phrases.find((phrase) =>
    new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}_])`, 'iu').test(text),
  );
}
