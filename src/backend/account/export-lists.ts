import { memberReader } from '../safety/blocked';
import type { Store, UserRow } from '../store/port';
import { eachPage } from './export-pages';

/** People read in one question for a CSV. */
const listPageSize = 500;

/**
 * The headers Mastodon's own export writes, so that a Mastodon server imports these files as
 * they are: following with its columns, mutes with theirs, blocks one address a line without a
 * header. Mastodon exports no followers; this one has the address column alone.
 */
export const csvHeaders = {
  following: 'Account address,Show boosts,Notify on new posts,Languages',
  followers: 'Account address',
  mutes: 'Account address,Hide notifications',
} as const;

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break. */
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** An account address as Mastodon writes one: username@host. */
const address = (username: string, host: string) => cell(`${username}@${host}`);

async function* csvLines(
  header: string | undefined,
  pages: AsyncIterable<string[]>,
): AsyncIterable<string> {
  if (header) yield `${header}\n`;
  for await (const lines of pages) yield lines.map((line) => `${line}\n`).join('');
}

/** following.csv, followers.csv, blocks.csv and mutes.csv of the owner, each paged. */
export function listCsvs(
  deps: { store: Store; now: () => Date },
  user: UserRow,
  host: string,
): { name: string; lines: AsyncIterable<string> }[] {
  const { store } = deps;
  const paged = (cursor: string | undefined) => ({
    limit: listPageSize,
    reader: memberReader(deps.now, user),
    ...(cursor ? { cursor } : {}),
  });
  const people = (side: 'following' | 'followers', row: (person: UserRow) => string) =>
    (async function* () {
      for await (const page of eachPage((cursor) => store.follows[side](user._id, paged(cursor))))
        yield page.map(row);
    })();
  const hidden = (kind: 'block' | 'mute', suffix: string) =>
    (async function* () {
      for await (const page of eachPage((cursor) =>
        store.hides.page(user._id, kind, paged(cursor)),
      ))
        yield page.map((row) => `${address(row.hiddenUsername, host)}${suffix}`);
    })();
  return [
    {
      name: 'following.csv',
      // Murmur shows every post of the people one follows, and notifies of none of them.
      lines: csvLines(
        csvHeaders.following,
        people('following', (person) => `${address(person.username, host)},true,false,`),
      ),
    },
    {
      name: 'followers.csv',
      lines: csvLines(
        csvHeaders.followers,
        people('followers', (person) => address(person.username, host)),
      ),
    },
    { name: 'blocks.csv', lines: csvLines(undefined, hidden('block', '')) },
    // A mute hides the person's notifications too.
    { name: 'mutes.csv', lines: csvLines(csvHeaders.mutes, hidden('mute', ',true')) },
  ];
}
