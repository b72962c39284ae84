import { guestCredentials } from '../../contract';
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
 * Deleting a post takes its likes, comments and bookmarks with it.
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
 * Keeps the shared guest account usable for the next visitor: puts its names, avatar, bio and
 * website back to the seed's, and removes what it posted more than 24 hours before now. Its
 * follows are left: they change nobody else's page, and the write limits bound them. Does
 * nothing where there is no guest (an instance seeded without the sample data).
 */
export async function resetGuest(
  store: Store,
  now: Date,
  { batch = guestResetBatch } = {},
): Promise<GuestResetOutcome> {
  const guest = await store.users.getByUsername(guestCredentials.username);
  if (!guest) return { profileRestored: false, deletedPosts: 0 };
  const changes = changedFields(guest);
  const profileRestored = Object.keys(changes).length > 0;
  if (profileRestored)
    await store.users.update(guest._id, { ...changes, updatedAt: formatTimestamp(now) });
  const deletedPosts = await deleteOldGuestPosts(store, now.getTime() - guestPostLifetimeMs, batch);
  return { profileRestored, deletedPosts };
}
