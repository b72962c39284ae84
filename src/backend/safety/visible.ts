import { mutedPhraseMatcher, type Post, type Reply } from '@/contract';
import { notFound } from '../http/api-error';
import { findPost, hiddenBySuspension, refuseVisitorOfMembersOnly } from '../lookups';
import type { PostRow, Reader, StoreTx } from '../store/port';
import type { Viewer } from '../user-summary';
import { blockedEitherWay } from './blocked';

/**
 * A post as the viewer may open it: one whose author blocked the viewer, or whom the viewer
 * blocked, answers 404 as if it were not there (a mute does not hide an opened post), and so does
 * a suspended author's post for everyone but the moderators. A visitor opening the post of someone
 * who shows it only to people logged in is asked to log in.
 */
export async function findVisiblePost(
  tx: StoreTx,
  postId: string,
  viewer: Viewer,
  now: Date,
): Promise<PostRow> {
  const post = await findPost(tx, postId);
  if (viewer?.username === post.username) return post;
  const author = await tx.users.getByUsername(post.username);
  if (!author) return post;
  if (hiddenBySuspension(author, viewer, now)) throw notFound('postNotFound');
  refuseVisitorOfMembersOnly(author, viewer);
  if (viewer && (await blockedEitherWay(tx, viewer._id, author._id)))
    throw notFound('postNotFound');
  return post;
}

/**
 * A list's posts as this reader sees them: the replies of hidden people taken out of the newest
 * replies each post carries (read per post for every reader alike, and kept, so the page's few
 * authors are asked about once), and each post or reply that holds one of the reader's muted
 * words marked `filtered` with it (kept in place, so that a page keeps its size).
 */
export async function forReader(
  tx: StoreTx,
  reader: Reader | undefined,
  posts: Post[],
): Promise<Post[]> {
  if (!reader || posts.length === 0) return posts;
  const authors = [
    ...new Set(
      posts.flatMap((post) => [...post.comments.map((c) => c.username), ...extraNames(post)]),
    ),
  ];
  const { hidden, phrases } = await tx.hides.pageFilterOf(reader, authors);
  if (hidden.size === 0 && phrases.length === 0) return posts;
  const match = mutedPhraseMatcher(phrases);
  return posts
    .filter((post) => !repostOfHidden(post, hidden))
    .map((post) => ({
      ...marked(withQuoteFor(post, hidden), post.content, match),
      comments: repliesForReader(
        post.comments.filter((reply) => !hidden.has(reply.username)),
        phrases,
        match,
      ),
    }));
}

/**
 * The people besides repliers whom a post shows: a feed item's reposter and its author (who is
 * not followed, so the store has not left them out), and the author a quote frame shows.
 */
function extraNames(post: Post): string[] {
  const names = post.repostedBy ? [post.repostedBy.username, post.username] : [];
  if (post.quoteOf?.state === 'shown') names.push(post.quoteOf.author.username);
  return names;
}

/** A feed item a hidden person reposted, or that a hidden person wrote: left out. */
const repostOfHidden = (post: Post, hidden: ReadonlySet<string>) =>
  post.repostedBy !== undefined &&
  (hidden.has(post.repostedBy.username) || hidden.has(post.username));

/** A quote of a hidden person's post shows the frame of an unavailable post. */
function withQuoteFor(post: Post, hidden: ReadonlySet<string>): Post {
  const quoted = post.quoteOf;
  if (quoted?.state !== 'shown' || !hidden.has(quoted.author.username)) return post;
  return { ...post, quoteOf: { state: 'unavailable', _id: quoted._id } };
}

/** Replies marked `filtered` where they hold one of the phrases. */
export function repliesForReader(
  replies: Reply[],
  phrases: readonly string[],
  match = mutedPhraseMatcher(phrases),
): Reply[] {
  return phrases.length === 0 ? replies : replies.map((reply) => marked(reply, reply.text, match));
}

function marked<T extends { filtered?: { phrase: string } }>(
  item: T,
  text: string,
  match: (text: string) => string | undefined,
): T {
  const phrase = match(text);
  return phrase === undefined ? item : { ...item, filtered: { phrase } };
}
