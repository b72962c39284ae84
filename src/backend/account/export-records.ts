import type { PostRow, Store, UserRow } from '../store/port';
import { archivedMediaName } from './export-media';
import { eachPage, exportPageSize, postPages } from './export-pages';

/** The entries of a JSON array written a page at a time: `[`, the items, `]`. */
async function* jsonArray<T>(pages: AsyncIterable<T[]>): AsyncIterable<string> {
  let first = true;
  yield '[';
  for await (const items of pages) {
    const lines = items.map((item) => `\n  ${JSON.stringify(item)}`).join(',');
    yield first ? lines : `,${lines}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

/** profile.json: the owner's own fields, the email among them, and their counts. */
export async function profileJson(store: Store, user: UserRow): Promise<string> {
  const counts = (await store.follows.counts([user._id])).get(user._id);
  const posts = (await store.posts.countByAuthors([user.username])).get(user.username) ?? 0;
  const profile = {
    _id: user._id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    bio: user.bio,
    website: user.website,
    avatarUrl: user.avatarUrl,
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    postCount: posts,
    followerCount: counts?.followers ?? 0,
    followingCount: counts?.following ?? 0,
  };
  return `${JSON.stringify(profile, null, 2)}\n`;
}

/** A post's media as the export tells them: each address, description and file in the ZIP. */
function mediaOf(post: PostRow) {
  return post.media.map(({ url, alt }, n) => {
    const file = archivedMediaName(post, url, n);
    return {
      // A data URL (the in-page demo's pictures) is the file itself: it is in media/ instead.
      url: url.startsWith('data:') ? null : url,
      alt,
      file: file ? `media/${file}` : null,
    };
  });
}

/** posts.json: every post the owner wrote, with its dates, media and counts. */
export function postsJson(store: Store, username: string): AsyncIterable<string> {
  return jsonArray(
    (async function* () {
      for await (const posts of postPages(store, username)) {
        const states = await store.posts.states(posts.map((post) => post._id));
        yield posts.map((post) => ({
          _id: post._id,
          content: post.content,
          media: mediaOf(post),
          createdAt: post.createdAt,
          updatedAt: post.updatedAt,
          likeCount: post.likeCount,
          replyCount: states.get(post._id)?.replyCount ?? 0,
        }));
      }
    })(),
  );
}

/** replies.json: every reply the owner wrote, with the post it answers, its dates and votes. */
export function repliesJson(store: Store, username: string): AsyncIterable<string> {
  return jsonArray(
    (async function* () {
      const pages = eachPage((cursor) =>
        store.replies.pageByAuthor(username, {
          limit: exportPageSize,
          ...(cursor ? { cursor } : {}),
        }),
      );
      for await (const replies of pages) {
        const states = await store.replies.states(replies.map((reply) => reply._id));
        yield replies.map((reply) => ({
          _id: reply._id,
          postId: reply.postId,
          text: reply.text,
          createdAt: reply.createdAt,
          updatedAt: reply.updatedAt,
          upvoteCount: states.get(reply._id)?.upvoteCount ?? 0,
          downvoteCount: states.get(reply._id)?.downvoteCount ?? 0,
        }));
      }
    })(),
  );
}
