import { moderationWorld } from '../moderation/testing/moderation-world';
import type { TestApiOptions } from './test-api';

export const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const dora = {
  firstName: 'Dora',
  lastName: 'Leaves',
  username: 'dora.leaves',
  email: 'dora@example.com',
  password: 'dora-secret-passphrase',
  confirmPassword: 'dora-secret-passphrase',
};

interface MinimalAnswer {
  post?: { _id: string };
  report?: { _id: string };
}

/** What the seeded world shows of the counts the busy account moves, read as anyone would. */
async function counts(w: Awaited<ReturnType<typeof moderationWorld>>) {
  const post = async (id: string) => {
    const { likes, commentCount } = (await w.api.call('GET', `/api/posts/${id}`)).body.post as {
      likes: { likeCount: number };
      commentCount: number;
    };
    return { likeCount: likes.likeCount, commentCount };
  };
  const person = async (name: string) => {
    const { followerCount, followingCount } = (await w.api.call('GET', `/api/users/${name}`)).body
      .user as { followerCount: number; followingCount: number };
    return { followerCount, followingCount };
  };
  const reply = (await w.api.call('GET', '/api/comments/p02/c02')).body.comment as {
    votes: { upvoteCount: number; downvoteCount: number };
  };
  return {
    p02: await post('p02'),
    p03: await post('p03'),
    p04: await post('p04'),
    c02: reply.votes,
    kenji: await person('kenji.rides'),
    lucia: await person('lucia_reads'),
  };
}

/**
 * The moderation world with dora.leaves, an account that has done everything one can: posted
 * with a picture and mentioned someone, replied, liked, liked and then disliked (the web app's
 * unlike), voted, bookmarked, followed and been followed, been mentioned, liked and replied to,
 * blocked, muted and added a muted word, been muted and blocked, reported and been reported and
 * warned, and made an invite code. Answers the counts before dora acted, to compare after.
 */
export async function busyAccountWorld(options: TestApiOptions = {}) {
  const w = await moderationWorld({ invitesByUsers: true, ...options });
  const before = await counts(w);
  expect201(await w.api.call('POST', '/api/auth/signup', { body: dora }), 'signup');
  const token = await w.api.login(dora.username, dora.password);
  const user = (await w.api.store.users.getByUsername(dora.username))!;
  const as = async (name: string) => (name === dora.username ? token : w.tokenOf(name));
  /** Sends as this person, asking for the minimal answer ({ post }, { report }). */
  const send = async (name: string, method: string, path: string, body?: unknown) => {
    const answer = await w.api.call<MinimalAnswer>(method, path, {
      token: await as(name),
      headers: { prefer: 'return=minimal' },
      ...(body === undefined ? {} : { body }),
    });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status}`);
    return answer.body;
  };
  const me = dora.username;
  const created = await send(me, 'POST', '/api/posts', {
    postData: { content: 'My first pot, @kenji.rides', mediaURL: tinyPng, mediaAlt: 'A pot' },
  });
  const postId = created.post!._id;
  await send('kenji.rides', 'POST', `/api/posts/like/${postId}`);
  await send('lucia_reads', 'POST', `/api/posts/like/${postId}`);
  await send('lucia_reads', 'POST', `/api/comments/add/${postId}`, {
    commentData: { text: 'Nice' },
  });
  await send(me, 'POST', '/api/posts/like/p04');
  await send('lucia_reads', 'POST', '/api/posts/like/p04');
  await send(me, 'POST', '/api/posts/like/p03');
  await send(me, 'POST', '/api/posts/dislike/p03');
  await send(me, 'POST', '/api/comments/add/p02', {
    commentData: { text: 'Lovely, @lucia_reads' },
  });
  await send(me, 'POST', '/api/comments/upvote/p02/c02');
  await send(me, 'POST', '/api/users/bookmark/p04/');
  await send(me, 'POST', `/api/users/follow/${await idOf(w, 'kenji.rides')}/`);
  await send('kenji.rides', 'POST', `/api/users/follow/${user._id}/`);
  await send('lucia_reads', 'POST', `/api/users/follow/${user._id}/`);
  await send('kenji.rides', 'POST', '/api/posts', { postData: { content: 'Hello @dora.leaves' } });
  await send(me, 'POST', `/api/users/block/${await idOf(w, 'amara_grows')}/`);
  await send(me, 'POST', `/api/users/mute/${await idOf(w, 'maya.clay')}/`, {});
  await send(me, 'POST', '/api/users/muted-words', { phrase: 'spoilers' });
  await send('kenji.rides', 'POST', `/api/users/mute/${user._id}/`, {});
  await send('lucia_reads', 'POST', `/api/users/block/${user._id}/`);
  const report = { reason: 'spam', comment: 'Ads' };
  await send(me, 'POST', '/api/reports', { ...report, targetType: 'post', targetId: 'p01' });
  await send('kenji.rides', 'POST', '/api/reports', {
    ...report,
    targetType: 'user',
    targetId: user._id,
  });
  const reported = await send('maya.clay', 'POST', '/api/reports', {
    ...report,
    targetType: 'post',
    targetId: postId,
  });
  await send('tariq.codes', 'POST', `/api/moderation/reports/${reported.report!._id}/warn`, {
    note: `Spam by @${me}`,
  });
  await send(me, 'POST', '/api/invites', { maxUses: 1, expiresInSeconds: 3600 });
  return { ...w, token, user, postId, before, counts: () => counts(w) };
}

async function idOf(w: Awaited<ReturnType<typeof moderationWorld>>, username: string) {
  return (await w.api.store.users.getByUsername(username))!._id;
}

function expect201(answer: { status: number }, what: string) {
  if (answer.status !== 201) throw new Error(`${what} answered ${answer.status}`);
}
