// Turns stored rows into the shapes of the API contract. Every view is bounded: a post carries
// counts and the viewer's own state rather than its likers, a user counts rather than lists, so
// that no answer grows with the world. Each presenter asks the store a fixed number of questions
// for a whole page of rows.
import type { Account, Reply, Post, PublicUser, QuotedPost } from '../contract';
import { presentReplies } from './reply-views';
import { UserDirectory } from './mentions';
import type { PostRow, PostState, StoreTx, UserRow, ViewedStates } from './store/port';
import { toSummary, type Viewer } from './user-summary';

/** How many replies a post in a list shows; a post's own answer shows up to the list cap. */
export const repliesInLists = 2;

/**
 * Posts with their authors, counts, newest replies and the viewer's own reactions and bookmarks.
 * likedBy and dislikedBy hold the viewer alone, when the viewer reacted so.
 */
export async function presentPosts(
  tx: StoreTx,
  rows: PostRow[],
  viewer: Viewer,
  repliesPerPost = repliesInLists,
  /** States a page read with its rows (PostsPage.viewed), used when they are this viewer's. */
  viewed?: ViewedStates,
): Promise<Post[]> {
  if (rows.length === 0) return [];
  const postIds = rows.map((row) => row._id);
  const users = new UserDirectory();
  const states = await users.readWithStates(
    tx,
    statesOf(tx, rows, viewer, viewed),
    rows.map((row) => row.content),
    // A feed's reposters are named on its cards too.
    rows.flatMap((row) => (row.repostedBy ? [row.username, row.repostedBy] : [row.username])),
  );
  // Most posts have no replies: only the others are asked for theirs.
  const replied = postIds.filter((id) => (states.get(id)?.replyCount ?? 0) > 0);
  const versions = new Map<string, number>();
  for (const id of replied) {
    const version = states.get(id)?.replyVersion;
    if (version !== undefined) versions.set(id, version);
  }
  const [replies, quoted] = await Promise.all([
    replied.length > 0 ? tx.replies.newest(replied, repliesPerPost, versions) : [],
    quotedPosts(tx, rows, users),
  ]);
  const viewerSummary = viewer ? [toSummary(viewer)] : [];
  const repliesOf = new Map<string, Reply[]>();
  for (const reply of await presentReplies(tx, replies, viewer, users)) {
    const list = repliesOf.get(reply.postId) ?? [];
    list.push(reply);
    repliesOf.set(reply.postId, list);
  }

  // Fields named one by one: a rest pattern over a row copies it through a slow runtime call.
  return rows.map((row) => {
    const state = states.get(row._id);
    const reaction = state?.reaction;
    const author = users.get(row.username);
    return {
      _id: row._id,
      content: row.content,
      mediaURL: row.mediaURL,
      mediaAlt: row.mediaAlt,
      username: row.username,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      likes: {
        likeCount: row.likeCount,
        likedBy: reaction === 'like' ? viewerSummary : [],
        dislikedBy: reaction === 'dislike' ? viewerSummary : [],
      },
      comments: repliesOf.get(row._id) ?? [],
      commentCount: state?.replyCount ?? 0,
      // posts.username has no foreign key (the port accepts a post before its user).
      author: author
        ? toSummary(author)
        : { _id: '', username: row.username, firstName: '', lastName: '', avatarUrl: '' },
      likedByViewer: reaction === 'like',
      dislikedByViewer: reaction === 'dislike',
      bookmarkedByViewer: state?.bookmarked ?? false,
      mentions: users.mentionsIn(row.content),
      media: row.media,
      contentWarning: row.contentWarning,
      sensitive: row.sensitive,
      repostCount: state?.repostCount ?? 0,
      quoteCount: state?.quoteCount ?? 0,
      repostedByViewer: state?.reposted ?? false,
      allowQuotes: row.allowQuotes ?? true,
      ...(row.quoteOf !== undefined
        ? { quoteOf: quoted.get(row.quoteOf) ?? { state: 'unavailable', _id: row.quoteOf } }
        : {}),
      ...(row.repostedBy !== undefined ? { repostedBy: summaryOf(users, row.repostedBy) } : {}),
    };
  });
}

/** The posts' states for the viewer: those read with their page, and the others asked for. */
async function statesOf(
  tx: StoreTx,
  rows: PostRow[],
  viewer: Viewer,
  viewed: ViewedStates | undefined,
): Promise<Map<string, PostState>> {
  const known = viewed && viewed.viewerId === viewer?._id ? viewed.byPost : undefined;
  const unread = known ? rows.filter((row) => !known.has(row._id)) : rows;
  if (unread.length === 0) return known!;
  const states = await tx.posts.states(
    unread.map((row) => row._id),
    viewer?._id,
  );
  if (known) for (const [id, state] of known) states.set(id, state);
  return states;
}

/** A person as a card names them, also when they have no row (posts.username has no key). */
function summaryOf(users: UserDirectory, username: string) {
  const user = users.get(username);
  return user ? toSummary(user) : { _id: '', username, firstName: '', lastName: '', avatarUrl: '' };
}

/**
 * The posts these quote, as their frames show them, by id, in one question (and one for the
 * authors the page has not read yet); a deleted one is left out, and its frame says so.
 */
async function quotedPosts(
  tx: StoreTx,
  rows: PostRow[],
  users: UserDirectory,
): Promise<Map<string, QuotedPost>> {
  const ids = [...new Set(rows.flatMap((row) => row.quoteOf ?? []))];
  if (ids.length === 0) return new Map();
  const found = await tx.posts.byIds(ids);
  await users.load(
    tx,
    found.map((post) => post.username),
  );
  return new Map(
    found.map((post): [string, QuotedPost] => [
      post._id,
      {
        state: 'shown',
        _id: post._id,
        author: summaryOf(users, post.username),
        content: post.content,
        contentWarning: post.contentWarning,
        firstMedia: post.media[0] ?? null,
        createdAt: post.createdAt,
      },
    ]),
  );
}

export async function presentPost(
  tx: StoreTx,
  row: PostRow,
  viewer: Viewer,
  repliesPerPost = repliesInLists,
): Promise<Post> {
  const [post] = await presentPosts(tx, [row], viewer, repliesPerPost);
  return post!;
}

/**
 * People as a list shows them: counts, whether the viewer follows them, and in followers and
 * following the viewer alone (when the viewer follows them, or they follow the viewer).
 */
export async function presentUsers(
  tx: StoreTx,
  rows: UserRow[],
  viewer: Viewer,
): Promise<PublicUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row._id);
  const [followCounts, postCounts, edges] = await Promise.all([
    tx.follows.counts(ids),
    tx.posts.countByAuthors(rows.map((row) => row.username)),
    viewer ? tx.follows.between(viewer._id, ids) : [],
  ]);
  const viewerSummary = viewer ? [toSummary(viewer)] : [];
  const followedByViewer = new Set(
    edges.filter((edge) => edge.followerId === viewer?._id).map((edge) => edge.followeeId),
  );
  const followsViewer = new Set(
    edges.filter((edge) => edge.followeeId === viewer?._id).map((edge) => edge.followerId),
  );
  return rows.map((row) => {
    const {
      passwordHash: _hash,
      email: _email,
      role: _role,
      suspendedUntil: _suspendedUntil,
      approval: _approval,
      emailVerifiedAt: _emailVerifiedAt,
      visibleTo: _visibleTo,
      ...visible
    } = row;
    const counts = followCounts.get(row._id) ?? { followers: 0, following: 0 };
    return {
      ...visible,
      followers: followedByViewer.has(row._id) ? viewerSummary : [],
      following: followsViewer.has(row._id) ? viewerSummary : [],
      followerCount: counts.followers,
      followingCount: counts.following,
      postCount: postCounts.get(row.username) ?? 0,
      followedByViewer: followedByViewer.has(row._id),
    };
  });
}

/** One person's own answer: the list view, with the newest followers and following up to cap. */
export async function presentUser(
  tx: StoreTx,
  row: UserRow,
  viewer: Viewer,
  listCap: number,
): Promise<PublicUser> {
  const [[user], followers, following] = await Promise.all([
    presentUsers(tx, [row], viewer),
    tx.follows.followers(row._id, { limit: listCap }),
    tx.follows.following(row._id, { limit: listCap }),
  ]);
  return {
    ...user!,
    followers: followers.items.map(toSummary),
    following: following.items.map(toSummary),
  };
}

/** The ids of the posts the user bookmarked, newest first, up to cap. */
export async function bookmarkIds(tx: StoreTx, userId: string, listCap: number): Promise<string[]> {
  const { items } = await tx.posts.bookmarkedBy(userId, { limit: listCap });
  return items.map((post) => post._id);
}

/** The caller's own record: their public view plus email and bookmarks. */
export async function presentAccount(tx: StoreTx, row: UserRow, listCap: number): Promise<Account> {
  const [user, bookmarks] = await Promise.all([
    presentUser(tx, row, row, listCap),
    bookmarkIds(tx, row._id, listCap),
  ]);
  return {
    ...user,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    bookmarks,
    role: row.role,
    visibleTo: row.visibleTo,
  };
}
