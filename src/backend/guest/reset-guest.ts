import { guestCredentials } from '@/contract';
import { seedData } from '../seed/seed-data';
import type { Store, UserPatch, UserRow } from '../store/port';
import { formatTimestamp } from '../timestamps';

/** How long what the guest posts stays up. */
export const guestPostLifetimeMs = 24 * 60 * 60 * 1000;
/** Posts deleted per transaction, so that no one reset holds the write lock for long. */
export const guestResetBatch = 100;

export interface GuestResetOutcome {
  /** Whether any of the profile had been changed and was put back. */
  profileRestored: boolean;
  deletedPosts: number;
  /** The guest's replies (to anyone's posts) that went, besides those under its deleted posts. */
  deletedReplies: number;
}

const seededGuest = seedData.users.find((user) => user.username === guestCredentials.username)!;

/** The profile as the seed made it; the username, email and password never change through the API. */
export const guestProfile = {
  firstName: seededGuest.firstName,
  lastName: seededGuest.lastName,
  avatarUrl: seededGuest.avatarUrl,
  bio: seededGuest.bio,
  website: seededGuest.website,
} satisfies UserPatch;

function changedFields(user: UserRow): UserPatch {
  return Object.fromEntries(
    Object.entries(guestProfile).filter(([field, value]) => user[field as keyof UserRow] !== value),
  );
}

/**
 * Deletes the guest's posts made before `before`, oldest first, a batch per transaction: each
 * batch reads the index on posts (username, created_ms), so the work is bounded by what goes.
 * Deleting a post takes its likes, replies and bookmarks with it.
 */
async function deleteOldGuestPosts(store: Store, before: number, batch: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const gone = await store.transaction(async (tx) => {
      const { items } = await tx.posts.list({
        authors: [guestCredentials.username],
        order: 'oldest',
        limit: batch,
      });
      const old = items.filter((post) => Date.parse(post.createdAt) < before);
      for (const post of old) await tx.posts.delete(post._id);
      return { count: old.length, more: old.length === batch };
    });
    deleted += gone.count;
    if (!gone.more) return deleted;
  }
}

/**
 * The same for the guest's replies under others' posts: each goes with its votes and the
 * notifications about it (nobody is told live: the counts are right at their next read).
 */
async function deleteOldGuestReplies(store: Store, before: number, batch: number) {
  let deleted = 0;
  for (;;) {
    const gone = await store.transaction(async (tx) => {
      const replies = await tx.replies.oldestBy(guestCredentials.username, batch);
      const old = replies.filter((reply) => Date.parse(reply.createdAt) < before);
      for (const reply of old) {
        await tx.notifications.removeAbout({ replyId: reply._id }, 0);
        await tx.replies.delete(reply._id);
      }
      return { count: old.length, more: old.length === batch };
    });
    deleted += gone.count;
    if (!gone.more) return deleted;
  }
}

/**
 * Ends the guest's blocks (both sides' rows) and mutes and forgets its muted words, a batch per
 * transaction: a visitor's block would otherwise hide people from every later visitor, and the
 * guest from those it blocked. Blocks of the guest by others are theirs, and stay.
 */
async function forgetGuestHides(store: Store, guestId: string, batch: number) {
  const all = { id: guestId, atMs: 0 };
  for (const kind of ['block', 'mute'] as const) {
    for (;;) {
      const more = await store.transaction(async (tx) => {
        const { items } = await tx.hides.page(guestId, kind, { limit: batch, reader: all });
        for (const row of items) {
          await tx.hides.delete(guestId, row.hiddenId, kind);
          if (kind === 'block') await tx.hides.delete(row.hiddenId, guestId, 'blockedBy');
        }
        return items.length === batch;
      });
      if (!more) break;
    }
  }
  for (const word of await store.mutedWords.list(guestId, 0))
    await store.mutedWords.delete(guestId, word._id);
}

/**
 * Keeps the shared guest account usable for the next visitor: puts its names, avatar, bio and
 * website back to the seed's, removes what it posted (posts and replies) more than 24 hours
 * before now, and ends its blocks, mutes and muted words. Its
 * follows are left: they change nobody else's page, and the write limits bound them. Does
 * nothing where there is no guest (an instance seeded without the sample data).
 */
export async function resetGuest(
  store: Store,
  now: Date,
  { batch = guestResetBatch } = {},
): Promise<GuestResetOutcome> {
  const guest = await store.users.getByUsername(guestCredentials.username);
  if (!guest) return { profileRestored: false, deletedPosts: 0, deletedReplies: 0 };
  const changes = changedFields(guest);
  const profileRestored = Object.keys(changes).length > 0;
  if (profileRestored)
    await store.users.update(guest._id, { ...changes, updatedAt: formatTimestamp(now) });
  const before = now.getTime() - guestPostLifetimeMs;
  const deletedPosts = await deleteOldGuestPosts(store, before, batch);
  const deletedReplies = await deleteOldGuestReplies(store, before, batch);
  await forgetGuestHides(store, guest._id, batch);
  return { profileRestored, deletedPosts, deletedReplies };
}
