/**
 * What a list shows of a post besides its row (port PostState), as columns any statement that
 * reads `posts p` can add: the kept counts, the viewer's reaction, bookmark and repost looked up on
 * their unique keys (without a viewer the null user matches nothing), and the author through a
 * `left join users u on u.username = p.username` the statement makes. A feed page reads them with
 * its posts, so that the page asks no second question for them.
 */
import { sql, type RawBuilder } from 'kysely';
import type { PostState, ReactionKind } from '../port';

export const postStateColumnsSql = (viewerId: string | undefined): RawBuilder<unknown> => sql`
  p.repost_count as "stateRepostCount",
  p.quote_count as "stateQuoteCount",
  p.comment_count as "stateReplyCount",
  p.reply_version as "stateReplyVersion",
  exists (select 1 from reposts rp
    where rp.post_id = p.id and rp.user_id = ${viewerId ?? null}) as "stateReposted",
  (select r.kind from reactions r
    where r.post_id = p.id and r.user_id = ${viewerId ?? null}) as "stateReaction",
  exists (select 1 from bookmarks b
    where b.user_id = ${viewerId ?? null} and b.post_id = p.id) as "stateBookmarked",
  u.id as "authorId", u.first_name as "authorFirstName", u.last_name as "authorLastName",
  u.avatar_url as "authorAvatarUrl", u.website as "authorWebsite"`;

/** A row's columns from postStateColumnsSql (with p.username as "username"). */
export interface PostStateColumns {
  username: string;
  stateRepostCount: number | string;
  stateQuoteCount: number | string;
  stateReplyCount: number | string;
  stateReplyVersion: number;
  stateReposted: number | boolean;
  stateReaction: ReactionKind | null;
  stateBookmarked: number | boolean;
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorAvatarUrl: string | null;
  authorWebsite: string | null;
}

export function toPostState(row: PostStateColumns): PostState {
  return {
    replyCount: Number(row.stateReplyCount),
    reaction: row.stateReaction,
    bookmarked: Boolean(row.stateBookmarked),
    repostCount: Number(row.stateRepostCount),
    quoteCount: Number(row.stateQuoteCount),
    reposted: Boolean(row.stateReposted),
    // A user's columns are never null: an id means the join found them all.
    author:
      row.authorId === null
        ? undefined
        : {
            _id: row.authorId,
            username: row.username,
            firstName: row.authorFirstName!,
            lastName: row.authorLastName!,
            avatarUrl: row.authorAvatarUrl!,
            website: row.authorWebsite!,
          },
    replyVersion: row.stateReplyVersion,
  };
}
