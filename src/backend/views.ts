import type { Account, Comment, Post, PublicUser, UserSummary } from '../contract';
import type { PostRow, StoreTx, UserRow } from './store/port';

/** Turns stored rows into the shapes of the API contract. */

export function toSummary(user: UserRow): UserSummary {
  return {
    _id: user._id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    avatarUrl: user.avatarUrl,
  };
}

const byCreatedAt = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt);

async function summariesById(tx: StoreTx, ids: Iterable<string>) {
  const users = await tx.users.getMany([...new Set(ids)]);
  return new Map(users.map((user) => [user._id, toSummary(user)]));
}

/** Groups items by a key once, so that each row's lookup is cheap however many rows there are. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const pick = (summaries: Map<string, UserSummary>, ids: string[]) =>
  ids.flatMap((id) => {
    const summary = summaries.get(id);
    return summary ? [summary] : [];
  });

export async function presentUsers(tx: StoreTx, rows: UserRow[]): Promise<PublicUser[]> {
  const edges = (await tx.follows.touching(rows.map((row) => row._id))).sort(byCreatedAt);
  const summaries = await summariesById(
    tx,
    edges.flatMap((edge) => [edge.followerId, edge.followeeId]),
  );
  const byFollowee = groupBy(edges, (edge) => edge.followeeId);
  const byFollower = groupBy(edges, (edge) => edge.followerId);
  return rows.map((row) => {
    const { passwordHash: _hash, email: _email, ...visible } = row;
    return {
      ...visible,
      followers: pick(
        summaries,
        (byFollowee.get(row._id) ?? []).map((edge) => edge.followerId),
      ),
      following: pick(
        summaries,
        (byFollower.get(row._id) ?? []).map((edge) => edge.followeeId),
      ),
    };
  });
}

export async function presentUser(tx: StoreTx, row: UserRow): Promise<PublicUser> {
  const [user] = await presentUsers(tx, [row]);
  return user!;
}

/** The ids of the posts the user bookmarked, oldest first. */
export async function bookmarkIds(tx: StoreTx, userId: string): Promise<string[]> {
  const rows = await tx.bookmarks.forUsers([userId]);
  return rows.sort(byCreatedAt).map((row) => row.postId);
}

/** The caller's own record: the public view plus email and bookmarks. */
export async function presentAccount(tx: StoreTx, row: UserRow): Promise<Account> {
  const [user, bookmarks] = await Promise.all([presentUser(tx, row), bookmarkIds(tx, row._id)]);
  return { ...user, email: row.email, bookmarks };
}

export async function presentPosts(tx: StoreTx, rows: PostRow[]): Promise<Post[]> {
  const postIds = rows.map((row) => row._id);
  const [reactions, comments] = await Promise.all([
    tx.reactions.forPosts(postIds),
    tx.comments.forPosts(postIds),
  ]);
  reactions.sort(byCreatedAt);
  comments.sort(byCreatedAt);
  const [reactors, commenters] = await Promise.all([
    summariesById(
      tx,
      reactions.map((reaction) => reaction.userId),
    ),
    tx.users.getManyByUsername([...new Set(comments.map((comment) => comment.username))]),
  ]);
  const commenterByName = new Map(commenters.map((user) => [user.username, user]));
  const reactionsByPost = groupBy(reactions, (reaction) => reaction.postId);
  const commentsByPost = groupBy(comments, (comment) => comment.postId);

  return rows.map(({ likeCount, ...post }) => {
    const mine = reactionsByPost.get(post._id) ?? [];
    const idsOf = (kind: 'like' | 'dislike') =>
      mine.filter((reaction) => reaction.kind === kind).map((reaction) => reaction.userId);
    return {
      ...post,
      likes: {
        likeCount,
        likedBy: pick(reactors, idsOf('like')),
        dislikedBy: pick(reactors, idsOf('dislike')),
      },
      comments: (commentsByPost.get(post._id) ?? []).map((comment): Comment => {
        const author = commenterByName.get(comment.username);
        return {
          _id: comment._id,
          username: comment.username,
          avatarUrl: author?.avatarUrl ?? '',
          ...(author?.website ? { website: author.website } : {}),
          text: comment.text,
          votes: { upvotedBy: [], downvotedBy: [] },
          createdAt: comment.createdAt,
          updatedAt: comment.updatedAt,
        };
      }),
    };
  });
}

export async function presentPost(tx: StoreTx, row: PostRow): Promise<Post> {
  const [post] = await presentPosts(tx, [row]);
  return post!;
}

/** The spec's "all posts" answer that every post write returns. */
export async function presentAllPosts(tx: StoreTx): Promise<Post[]> {
  const { items } = await tx.posts.list({ order: 'latest' });
  return presentPosts(tx, items);
}
