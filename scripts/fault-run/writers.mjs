// The fault run's writers: each an account of its own that posts, edits and deletes its posts,
// likes and bookmarks others' posts, follows and unfollows, and remembers what the server
// acknowledged. A request cut without an answer (the server was killed under it) leaves its object
// "unknown": it may or may not have been written, so it is not checked afterwards. A connection
// refused (the server not yet back) sent nothing.

const password = 'fault-run-password';

async function send(url, method, path, token, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      prefer: 'return=minimal',
      ...(token ? { authorization: token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

/** Signs up the writers (one hash each, so a few seconds). */
export async function signUpWriters(url, count) {
  const run = Date.now().toString(36);
  const writers = [];
  for (let i = 0; i < count; i++) {
    const username = `fault.${run}.${i}`;
    const answer = await send(url, 'POST', '/api/auth/signup', undefined, {
      firstName: 'Fault',
      lastName: `Writer ${i}`,
      username,
      email: `${username}@example.com`,
      password,
      confirmPassword: password,
    });
    if (answer.status !== 201)
      throw new Error(`Signup answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    writers.push({
      username,
      id: answer.body.createdUser._id,
      token: answer.body.encodedToken,
      // postId -> { content, contentKnown, state: 'exists' | 'deleted' | 'unknown' }
      posts: new Map(),
      // Posts nobody deletes, which the others like and bookmark.
      keptPosts: [],
      likes: new Map(), // postId -> 'yes' | 'unknown'
      bookmarks: new Map(), // postId -> 'yes' | 'unknown'
      follows: new Map(), // userId -> 'yes' | 'no' | 'unknown'
      acknowledged: {
        posts: 0,
        edits: 0,
        deletes: 0,
        likes: 0,
        bookmarks: 0,
        follows: 0,
        unfollows: 0,
      },
      counter: 0,
    });
  }
  return writers;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const seedPosts = Array.from({ length: 14 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);

/** One writer's loop until endAt; every answer is counted in stats. */
export async function runWriter({ url, writer, everyone, endAt, stats, isDown }) {
  const others = everyone.filter((w) => w !== writer);
  while (Date.now() < endAt) {
    const action = chooseAction(writer, others);
    const sentAt = Date.now();
    let answer;
    try {
      answer = await send(url, action.method, action.path, writer.token, action.body);
    } catch (error) {
      stats.requests++;
      const refused = error?.cause?.code === 'ECONNREFUSED';
      const key = `${refused ? 'refused' : 'cut'} ${isDown(Date.now()) ? 'while down' : 'while up'}`;
      stats.connectionErrors.set(key, (stats.connectionErrors.get(key) ?? 0) + 1);
      // A refused connection sent nothing; one cut under way may or may not have been written.
      if (!refused) action.onUnknown();
      // The server is probably down: a short wait rather than a busy loop.
      await new Promise((done) => setTimeout(done, 50));
      continue;
    }
    stats.requests++;
    stats.byStatus.set(answer.status, (stats.byStatus.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500) {
      const line = `${action.method} ${action.path} ${answer.status} ${JSON.stringify(answer.body)}`;
      if (isDown(sentAt) || isDown(Date.now()))
        stats.fiveHundredsWhileDown = (stats.fiveHundredsWhileDown ?? 0) + 1;
      else stats.fiveHundreds.push(line);
      action.onUnknown();
    } else if (answer.status >= 200 && answer.status < 300) action.onAcknowledged(answer.body);
    else action.onRefused?.(answer);
  }
}

function chooseAction(writer, others) {
  const roll = Math.random();
  const own = [...writer.posts].filter(([, post]) => post.state === 'exists');
  if (roll < 0.3 || own.length === 0) return createPost(writer);
  if (roll < 0.4) return editPost(writer, pick(own));
  if (roll < 0.5) return deletePost(writer, pick(own));
  if (roll < 0.7) return likePost(writer, others);
  if (roll < 0.85) return bookmarkPost(writer, others);
  return followOrUnfollow(writer, others);
}

function createPost(writer) {
  const content = `${writer.username} post ${++writer.counter}`;
  // One post in three is kept (never edited or deleted), for the others to like and bookmark.
  const kept = writer.counter % 3 === 0;
  return {
    method: 'POST',
    path: '/api/posts',
    body: { postData: { content } },
    onAcknowledged(body) {
      writer.acknowledged.posts++;
      const id = body.post._id;
      if (kept) writer.keptPosts.push(id);
      writer.posts.set(id, { content, contentKnown: true, state: kept ? 'kept' : 'exists' });
    },
    onUnknown() {},
  };
}

function editPost(writer, [id, post]) {
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

function deletePost(writer, [id, post]) {
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
function untouchedPost(done, others) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const pool = Math.random() < 0.2 ? seedPosts : pick(others).keptPosts;
    const id = pool.length ? pick(pool) : undefined;
    if (id && !done.has(id)) return id;
  }
  return undefined;
}

function likePost(writer, others) {
  const id = untouchedPost(writer.likes, others);
  if (!id) return createPost(writer);
  return {
    method: 'POST',
    path: `/api/posts/like/${id}`,
    onAcknowledged() {
      writer.acknowledged.likes++;
      writer.likes.set(id, 'yes');
    },
    onUnknown() {
      writer.likes.set(id, 'unknown');
    },
    onRefused() {
      writer.likes.set(id, 'unknown');
    },
  };
}

function bookmarkPost(writer, others) {
  const id = untouchedPost(writer.bookmarks, others);
  if (!id) return createPost(writer);
  return {
    method: 'POST',
    path: `/api/users/bookmark/${id}/`,
    onAcknowledged() {
      writer.acknowledged.bookmarks++;
      writer.bookmarks.set(id, 'yes');
    },
    onUnknown() {
      writer.bookmarks.set(id, 'unknown');
    },
    onRefused() {
      writer.bookmarks.set(id, 'unknown');
    },
  };
}

function followOrUnfollow(writer, others) {
  const target = pick(others);
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
    onRefused(answer) {
      writer.follows.set(target.id, answer.status === 400 ? (follow ? 'yes' : 'no') : 'unknown');
    },
  };
}
