import type { PasswordHasher } from '../auth/passwords';
import { singleMedia } from '../posts/post-media';
import type { Store } from '../store/port';
import { seedMediaAlt } from './seed-media-descriptions';
import type { SeedData } from './seed-types';

const later = (a: string, b: string) => (Date.parse(a) > Date.parse(b) ? a : b);

/**
 * Loads the sample data into an empty store (and does nothing to one that has users), so that a
 * restarted server keeps what people wrote.
 */
export async function seedStore(
  store: Store,
  passwords: PasswordHasher,
  data: SeedData,
): Promise<boolean> {
  if ((await store.users.count()) > 0) return false;
  // Each distinct password is hashed once: a hash costs a noticeable part of a second, and the
  // Node host gives every sample account but the guest the same unknowable password.
  const hashOf = new Map<string, Promise<string>>();
  for (const { password } of data.users)
    if (!hashOf.has(password)) hashOf.set(password, passwords.hash(password));
  const hashes = await Promise.all(data.users.map((user) => hashOf.get(user.password)!));
  const idOf = new Map(data.users.map((user) => [user.username, user._id]));
  const createdOf = new Map(data.users.map((user) => [user.username, user.createdAt]));
  const userId = (username: string) => {
    const id = idOf.get(username);
    if (!id) throw new Error(`Seed data names an unknown user: ${username}`);
    return id;
  };

  return store.transaction(async (tx) => {
    // Asked again inside the transaction: two servers starting on one empty database both pass
    // the first check, and the store's serializable transactions let only one of them seed.
    if ((await tx.users.count()) > 0) return false;
    for (const [index, { password: _plain, ...user }] of data.users.entries()) {
      await tx.users.insert({ ...user, passwordHash: hashes[index]!, updatedAt: user.createdAt });
    }
    for (const [follower, followee] of data.follows) {
      await tx.follows.insert({
        followerId: userId(follower),
        followeeId: userId(followee),
        createdAt: later(createdOf.get(follower)!, createdOf.get(followee)!),
      });
    }
    for (const { likedBy, replies, ...post } of data.posts) {
      await tx.posts.insert({
        ...post,
        mediaAlt: seedMediaAlt(post.mediaURL),
        media: singleMedia(post.mediaURL, seedMediaAlt(post.mediaURL)),
        contentWarning: '',
        sensitive: false,
        updatedAt: post.createdAt,
      });
      for (const username of likedBy) {
        await tx.reactions.put({
          postId: post._id,
          userId: userId(username),
          kind: 'like',
          createdAt: post.createdAt,
        });
      }
      for (const reply of replies) {
        await tx.replies.insert({ ...reply, postId: post._id, updatedAt: reply.createdAt });
      }
    }
    return true;
  });
}
