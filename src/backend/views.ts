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

async function summariesById(store: StoreTx, ids: Iterable<string>) {
  const users = await store.users.getMany([...new Set(ids)]);
  return new Map(users.map((user) => [user._id, toSummary(user)]));
}

const pick = (summaries: Map<string, UserSummary>, ids: string[]) =>
  ids.flatMap((id) => {
    const summary = summaries.get(id);
    return summary ? [summary] : [];
  });

export async function presentUsers(store: StoreTx, rows: UserRow[]): Promise<PublicUser[]> {
  const edges = (await store.follows.touching(rows.map((row) => row._id))).sort(byCreatedAt);
  const summaries = await summariesById(
    store,
    edges.flatMap((edge) => [edge.followerId, edge.followeeId]),
  );
  return rows.map((row) => {
    const { passwordHash: _hash, email: _email, ...visible } = row;
    return {
      ...visible,
      followers: pick(
        summaries,
        edges.filter((edge) => edge.followeeId === row._id).map((edge) => edge.followerId),
      ),
      following: pick(
        summaries,
        edges.filter((edge) => edge.followerId === row._id).map((edge) => edge.followeeId),
      ),
    };
  });
}

export async function presentUser(store: StoreTx, row: UserRow): Promise<PublicUser> {
  const [user] = await presentUsers(store, [row]);
  return user!;
}

/** The ids of the posts the user bookmarked, oldest first. */
export async function bookmarkIds(store: StoreTx, userId: string): Promise<string[]> {
  const rows = await store.bookmarks.forUsers([userId]);
  return rows.sort(byCreatedAt).map((row) => row.postId);
}

/** The caller's own record: the public view plus email and bookmarks. */
export async function presentAccount(store: StoreTx, row: UserRow): Promise<Account> {
  const [user, bookmarks] = await Promise.all([
    presentUser(store, row),
    bookmarkIds(store, row._id),
  ]);
  return { ...user, email: row.email, bookmarks };
}

export async function presentPosts(store: StoreTx, rows: PostRow[]): Promise<Post[]> {
  const postIds = rows.map((row) => row._id);
  const [reactions, comments] = await Promise.all([
    store.reactions.forPosts(postIds),
    store.comments.forPosts(postIds),
  ]);
  reactions.sort(byCreatedAt);
  comments.sort(byCreatedAt);
  const [reactors, commenters] = await Promise.all([
    summariesById(
      store,
      reactions.map((reaction) => reaction.userId),
    ),
    store.users.getManyByUsername([...new Set(comments.map((comment) => comment.username))]),
  ]);
  const commenterByName = new Map(commenters.map((user) => [user.username, user]));

  return rows.map(({ likeCount, ...post }) => {
    const mine = reactions.filter((reaction) => reaction.postId === post._id);
    const idsOf = (kind: 'like' | 'dislike') =>
      mine.filter((reaction) => reaction.kind === kind).map((reaction) => reaction.userId);
    return {
      ...post,
      likes: {
        likeCount,
        likedBy: pick(reactors, idsOf('like')),
        dislikedBy: pick(reactors, idsOf('dislike')),
      },
      comments: comments
        .filter((comment) => comment.postId === post._id)
        .map((comment): Comment => {
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

export async function presentPost(store: StoreTx, row: PostRow): Promise<Post> {
  const [post] = await presentPosts(store, [row]);
  return post!;
}

/** The spec's "all posts" answer that every post write returns. */
export async function presentAllPosts(store: StoreTx): Promise<Post[]> {
  const { items } = await store.posts.list({ order: 'latest' });
  return presentPosts(store, items);
}
