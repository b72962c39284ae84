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
 * A test of texts against a reader's phrases, made once for a page: the phrase a text holds as a
 * whole word or phrase, in any case ("cat" matches "Cat!" and "the cat sat", never "category"),
 * or undefined when it holds none. One expression for all the phrases, so a page of posts costs
 * one compilation, however many phrases the reader has.
 */
export function mutedPhraseMatcher(
  phrases: readonly string[],
): (text: string) => string | undefined {
  if (phrases.length === 0) return () => undefined;
  const byKey = new Map(phrases.map((phrase) => [phrase.toLowerCase(), phrase]));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_])(${phrases.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`,
    'iu',
  );
  return (text) => {
    const found = pattern.exec(text)?.[1];
    return found === undefined ? undefined : (byKey.get(found.toLowerCase()) ?? found);
  };
}
