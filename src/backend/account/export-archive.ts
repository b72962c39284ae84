import type { ResolvedDeps } from '../deps';
import type { UserRow } from '../store/port';
import { listCsvs } from './export-lists';
import { mediaEntries } from './export-media';
import { postsJson, profileJson, repliesJson } from './export-records';
import { once, utf8, zipStream, type ZipEntry } from './zip-stream';

const readme = (user: UserRow, host: string, at: string) => `Your data from Murmur

Account: ${user.username}@${host}
Made: ${at}

profile.json    Your profile as you set it, with your email address and your counts.
posts.json      Every post you wrote, the first first: its text, its dates, its media
                (address, description and the file in media/), its likes and replies.
replies.json    Every reply you wrote, the first first: the post it answers, its text,
                its dates and its votes.
media/          The pictures and videos of your posts. Pictures that came with Murmur
                itself are named in posts.json but not copied.
following.csv   The people you follow, in Mastodon's format: a Mastodon server (or
                Murmur's Settings, Import) can follow them all again from it.
followers.csv   The people who follow you, one address a line.
blocks.csv      The people you blocked, one address a line, as Mastodon writes it.
mutes.csv       The people you muted, in Mastodon's format.

An address is username@server. Each list is read a page at a time while the archive
is made, so a change made meanwhile may or may not be in it.
`;

/** What the ZIP holds, in its order; each entry is read only when the download gets to it. */
async function* entries(deps: ResolvedDeps, user: UserRow, host: string): AsyncIterable<ZipEntry> {
  const { store } = deps;
  yield { name: 'README.txt', pieces: once(readme(user, host, deps.timestamp())) };
  yield { name: 'profile.json', pieces: once(await profileJson(store, user)) };
  yield { name: 'posts.json', pieces: utf8(postsJson(store, user.username)) };
  yield { name: 'replies.json', pieces: utf8(repliesJson(store, user.username)) };
  for (const csv of listCsvs(deps, user, host)) yield { name: csv.name, pieces: utf8(csv.lines) };
  yield* mediaEntries(store, deps.media, user.username);
}

/**
 * The owner's data as a ZIP stream, made while the client downloads it; `host` is the server's
 * name in account addresses. A failure after the answer began is reported and cuts the download.
 */
export function exportArchive(deps: ResolvedDeps, user: UserRow, host: string) {
  return zipStream(
    (async function* () {
      try {
        yield* entries(deps, user, host);
      } catch (error) {
        deps.reportError(error);
        throw error;
      }
    })(),
  );
}

/** The download's file name: murmur-<username>-<YYYY-MM-DD>.zip, the day in UTC. */
export const archiveName = (user: UserRow, now: Date) =>
  `murmur-${user.username}-${now.toISOString().slice(0, 10)}.zip`;
