// The people posts and replies name (@mentions), read with their authors in few store questions.
import { mentionCandidates } from '../contract';
import type { AuthorRow, StoreTx } from './store/port';

/**
 * Users by username for one answer, each name asked of the store at most once, so that a page of
 * posts, their replies and everyone they mention costs a fixed number of questions.
 */
export class UserDirectory {
  private readonly byName = new Map<string, AuthorRow>();
  private readonly asked = new Set<string>();

  constructor(users: Iterable<AuthorRow> = []) {
    for (const user of users) this.add(user);
  }

  add(user: AuthorRow) {
    this.byName.set(user.username, user);
    this.asked.add(user.username);
  }

  get(username: string): AuthorRow | undefined {
    return this.byName.get(username);
  }

  /** Reads, in one question, the users of these names that were not asked for yet. */
  async load(tx: StoreTx, usernames: Iterable<string>): Promise<void> {
    const missing = [...new Set(usernames)].filter((name) => !this.asked.has(name));
    if (missing.length === 0) return;
    for (const name of missing) this.asked.add(name);
    for (const user of await tx.users.getManyByUsername(missing)) this.add(user);
  }

  /**
   * Waits for states that the store reads with their authors (posts' or replies') while it reads
   * the people the texts mention, takes those authors, and asks for any of authorNames the states
   * lacked (a row deleted since its page was read). Answers the states.
   */
  async readWithStates<S extends { author: AuthorRow | undefined }>(
    tx: StoreTx,
    reading: Promise<Map<string, S>>,
    texts: readonly string[],
    authorNames: readonly string[],
  ): Promise<Map<string, S>> {
    const [states] = await Promise.all([reading, this.load(tx, texts.flatMap(mentionCandidates))]);
    for (const state of states.values()) if (state.author) this.add(state.author);
    await this.load(tx, authorNames);
    return states;
  }

  /** The names a text mentions that belong to someone (call load with its candidates first). */
  mentionsIn(text: string): string[] {
    return mentionCandidates(text).filter((name) => this.byName.has(name));
  }
}

/**
 * The ids of the people a post's or reply's text mentions (`@username`, at most ten different
 * names), in the order they first appear, looked up in one question; names that belong to no one
 * are left out. The author is included when they mention themself: leaving them out (nothing is
 * notified of what you did yourself) is the caller's rule. The notifications call this, inside
 * the write's transaction, with the text written (or, on an edit, compare old and new).
 */
export async function mentionedUserIds(tx: StoreTx, text: string): Promise<string[]> {
  const names = mentionCandidates(text);
  if (names.length === 0) return [];
  const users = new UserDirectory();
  await users.load(tx, names);
  return names.flatMap((name) => users.get(name)?._id ?? []);
}
