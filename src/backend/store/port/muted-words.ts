/** One reader's muted word or phrase. */
export interface MutedWordRow {
  _id: string;
  userId: string;
  phrase: string;
  /** When it stops hiding, in ms since 1970; null for good. */
  expiresMs: number | null;
  createdAt: string;
}

export interface MutedWordsPort {
  /** The reader's words still in force at atMs, oldest first (at most 100 are ever kept). */
  list(userId: string, atMs: number): Promise<MutedWordRow[]>;
  /** Adds a word; one the reader has already in any case is a StoreConflictError. */
  insert(row: MutedWordRow): Promise<void>;
  /** Deletes one of the reader's words; answers whether it was there. */
  delete(userId: string, id: string): Promise<boolean>;
  /** Forgets the reader's words that ended at or before atMs. */
  deleteEnded(userId: string, atMs: number): Promise<void>;
}
