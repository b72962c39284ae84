import {
  mutedWordExpiries,
  mutedWordLimits,
  type AddMutedWordBody,
  type MutedWord,
} from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest, notFound, refusal } from '../http/api-error';
import { StoreConflictError } from '../store/errors';
import type { MutedWordRow, UserRow } from '../store/port';
import { formatTimestamp } from '../timestamps';

type WordDeps = Pick<ResolvedDeps, 'store' | 'now' | 'timestamp' | 'newId'>;

export const presentMutedWord = (row: MutedWordRow): MutedWord => ({
  _id: row._id,
  phrase: row.phrase,
  expiresAt: row.expiresMs === null ? null : formatTimestamp(new Date(row.expiresMs)),
  createdAt: row.createdAt,
});

/** The reader's muted words in force now, oldest first. */
export async function mutedWordsOf({ store, now }: Pick<WordDeps, 'store' | 'now'>, me: UserRow) {
  return (await store.mutedWords.list(me._id, now().getTime())).map(presentMutedWord);
}

/**
 * Mutes a word or phrase for a day, a week, 30 days or for good. One the reader has already, in
 * any case, is refused with 409; past 100 words in force, with 400. Ended words are forgotten
 * first, so they neither count nor stand in the way.
 */
export function addMutedWord(deps: WordDeps, me: UserRow, body: AddMutedWordBody) {
  const { expiresInSeconds } = body;
  if (typeof expiresInSeconds === 'number' && !isExpiry(expiresInSeconds))
    throw badRequest('mutedWordExpiryUnknown');
  return deps.store.transaction(async (tx) => {
    const atMs = deps.now().getTime();
    await tx.mutedWords.deleteEnded(me._id, atMs);
    if ((await tx.mutedWords.list(me._id, atMs)).length >= mutedWordLimits.perReader)
      throw badRequest('tooManyMutedWords');
    const row: MutedWordRow = {
      _id: deps.newId(),
      userId: me._id,
      phrase: body.phrase,
      expiresMs: typeof expiresInSeconds === 'number' ? atMs + expiresInSeconds * 1000 : null,
      createdAt: deps.timestamp(),
    };
    try {
      await tx.mutedWords.insert(row);
    } catch (error) {
      if (error instanceof StoreConflictError) throw refusal(409, 'mutedWordExists');
      throw error;
    }
    return presentMutedWord(row);
  });
}

export async function removeMutedWord(deps: WordDeps, me: UserRow, wordId: string) {
  if (!(await deps.store.mutedWords.delete(me._id, wordId))) throw notFound('mutedWordNotFound');
  return mutedWordsOf(deps, me);
}

const isExpiry = (seconds: number) => (mutedWordExpiries as readonly number[]).includes(seconds);
