// What a fault-run writer does next (writers.ts), and what it then knows of the database: an
// acknowledged write must be there, a cut one is unknown, a refused one changed nothing.
import type { Writer, WrittenPost } from './writers';

export interface Action {
  method: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  onAcknowledged: (body: unknown) => void;
  onUnknown: () => void;
  /** A 4xx answer, by its status. */
  onRefused?: (status: number) => void;
}

const pick = <T>(list: readonly T[]): T | undefined =>
  list[Math.floor(Math.random() * list.length)];
/** The sample data's posts (the server seeds them), which anyone may like and bookmark. */
const seedPosts = Array.from({ length: 14 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);

export function chooseAction(writer: Writer, others: readonly Writer[]): Action {
  const roll = Math.random();
  const own = [...writer.posts].filter(([, post]) => post.state === 'exists');
  const mine = pick(own);
  if (roll < 0.3 || !mine) return createPost(writer);
  if (roll < 0.4) return editPost(writer, mine);
  if (roll < 0.5) return deletePost(writer, mine);
  if (roll < 0.7) return likePost(writer, others);
  if (roll < 0.85) return bookmarkPost(writer, others);
  return followOrUnfollow(writer, others);
}

function createPost(writer: Writer): Action {
  const content = `${writer.username} post ${++writer.counter}`;
  // One post in three is kept (never edited or deleted), for the others to like and bookmark.
  const kept = writer.counter % 3 === 0;
  return {
    method: 'POST',
    path: '/api/posts',
    body: { postData: { content } },
    onAcknowledged(body) {
      writer.acknowledged.posts++;
      const id = (body as { post?: { _id?: string } }).post?._id;
      if (!id) throw new Error(`A new post's answer has no post id: ${JSON.stringify(body)}`);
      if (kept) writer.keptPosts.push(id);
      writer.posts.set(id, { content, contentKnown: true, state: kept ? 'kept' : 'exists' });
    },
    onUnknown() {},
  };
}

type Own = [string, WrittenPost];

function editPost(writer: Writer, [id, post]: Own): Action {
  const content = `${writer.username} edit ${++writer.counter}`;
  return {
    method: 'POST',
    path: `/api/posts/edit/${id}`,
    body: { postData: { content } },
    onAcknowledged() {
      writer.acknowledged.edits++;
      Object.assign(post, { content, contentKnown: true });
    },
    onUnknown() {
      post.contentKnown = false;
    },
  };
}

function deletePost(writer: Writer, [id, post]: Own): Action {
  return {
    method: 'DELETE',
    path: `/api/posts/${id}`,
    onAcknowledged() {
      writer.acknowledged.deletes++;
      post.state = 'deleted';
    },
    onUnknown() {
      post.state = 'unknown';
    },
  };
}

/** A post of another writer's kept ones, or a sample post, that this writer has not touched. */
function untouchedPost(done: Map<string, unknown>, others: readonly Writer[]) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const pool = Math.random() < 0.2 ? seedPosts : (pick(others)?.keptPosts ?? []);
    const id = pick(pool);
    if (id && !done.has(id)) return id;
  }
  return undefined;
}

/** A like or a bookmark of a post not touched yet (a new post when none is found). */
function mark(writer: Writer, others: readonly Writer[], kind: 'likes' | 'bookmarks'): Action {
  const marks = writer[kind];
  const id = untouchedPost(marks, others);
  if (!id) return createPost(writer);
  return {
    method: 'POST',
    path: kind === 'likes' ? `/api/posts/like/${id}` : `/api/users/bookmark/${id}/`,
    onAcknowledged() {
      writer.acknowledged[kind]++;
      marks.set(id, 'yes');
    },
    onUnknown: () => marks.set(id, 'unknown'),
    onRefused: () => marks.set(id, 'unknown'),
  };
}

const likePost = (writer: Writer, others: readonly Writer[]) => mark(writer, others, 'likes');
const bookmarkPost = (writer: Writer, others: readonly Writer[]) =>
  mark(writer, others, 'bookmarks');

function followOrUnfollow(writer: Writer, others: readonly Writer[]): Action {
  const target = pick(others);
  if (!target) return createPost(writer);
  const now = writer.follows.get(target.id) ?? 'no';
  // From "unknown" either is tried; the answer (2xx, or "already") tells which state it is in.
  const follow = now === 'unknown' ? Math.random() < 0.5 : now === 'no';
  return {
    method: 'POST',
    path: `/api/users/${follow ? 'follow' : 'unfollow'}/${target.id}/`,
    onAcknowledged() {
      writer.acknowledged[follow ? 'follows' : 'unfollows']++;
      writer.follows.set(target.id, follow ? 'yes' : 'no');
    },
    onUnknown() {
      writer.follows.set(target.id, 'unknown');
    },
    onRefused(status) {
      writer.follows.set(target.id, status === 400 ? (follow ? 'yes' : 'no') : 'unknown');
    },
  };
}
