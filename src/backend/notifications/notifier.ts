import { blockedEitherWay } from '../safety/blocked';
import type { ReplyRow, ModerationNotice, NotificationKind, PostRow, StoreTx } from '../store/port';
import type { UnsolicitedGate } from './unsolicited';

/**
 * Recipients whose lines a post's or reply's deletion announces at most; the rest see the change
 * at their next read of the count. A deletion may touch many people (everyone voted on under a
 * post), and one event per recipient is the cost.
 */
const announcedPerDeletion = 1_000;

/** The UTC day of a timestamp: new followers are grouped per day. */
const utcDay = (timestamp: string) => new Date(timestamp).toISOString().slice(0, 10);

/**
 * Turns a write into notification lines, inside the write's transaction: made for what someone
 * did to another person's post, reply or profile, never for what they did to their own, and taken
 * back when it is undone. `changed` lists whose lines changed, to announce after the commit
 * (notifying-write.ts does both). Make one per transaction attempt: PostgreSQL may run a
 * transaction again, and the list must not keep an attempt's recipients.
 */
export function createNotifier(tx: StoreTx, now: string, unsolicited?: UnsolicitedGate) {
  const changed = new Set<string>();
  // Who wrote a post or reply: rows name their author by username.
  const authorIdOf = async (row: PostRow | ReplyRow) =>
    (await tx.users.getByUsername(row.username))?._id;

  async function add(
    recipientId: string | undefined,
    actorId: string,
    kind: NotificationKind,
    groupKey: string,
    about: { postId?: string; replyId?: string } = {},
    blockRefused = false,
  ) {
    if (!recipientId || recipientId === actorId) return;
    // Nobody hears from someone they blocked or who blocked them (a mention among them); a write
    // that refused a block between the two already knows there is none.
    if (!blockRefused && (await blockedEitherWay(tx, recipientId, actorId))) return;
    if (unsolicited && (kind === 'reply' || kind === 'mention')) {
      const edges = await tx.follows.between(actorId, [recipientId]);
      const follows = edges.some((edge) => edge.followerId === recipientId);
      if (!follows && !(await unsolicited(actorId))) return;
    }
    const added = await tx.notifications.add({
      recipientId,
      actorId,
      kind,
      groupKey,
      postId: about.postId ?? null,
      replyId: about.replyId ?? null,
      createdAt: now,
    });
    if (added) changed.add(recipientId);
  }

  async function remove(
    recipientId: string | undefined,
    actorId: string,
    kind: NotificationKind,
    groupKey: string,
  ) {
    if (!recipientId || recipientId === actorId) return;
    if (await tx.notifications.remove(recipientId, kind, groupKey, actorId))
      changed.add(recipientId);
  }

  async function removeAbout(about: { postId: string } | { replyId: string }) {
    for (const id of await tx.notifications.removeAbout(about, announcedPerDeletion))
      changed.add(id);
  }

  return {
    /**
     * Likes are grouped per post. The caller read the post's author with it, and refused the like
     * if a block stands between the two (reactions.lockTarget).
     */
    liked: (post: PostRow, authorId: string | undefined, actorId: string) =>
      add(authorId, actorId, 'like', `post:${post._id}`, { postId: post._id }, true),
    unliked: (post: PostRow, authorId: string | undefined, actorId: string) =>
      remove(authorId, actorId, 'like', `post:${post._id}`),
    /**
     * New followers are grouped per UTC day: the day of the follow, also when it is undone. The
     * caller refused the follow if a block stands between the two.
     */
    followed: (followerId: string, followeeId: string) =>
      add(followeeId, followerId, 'follow', `day:${utcDay(now)}`, {}, true),
    unfollowed: (followerId: string, followeeId: string, followedAt: string) =>
      remove(followeeId, followerId, 'follow', `day:${utcDay(followedAt)}`),
    /** Reposts are grouped per post, as likes are. */
    reposted: async (post: PostRow, actorId: string) =>
      add(await authorIdOf(post), actorId, 'repost', `post:${post._id}`, { postId: post._id }),
    unreposted: async (post: PostRow, actorId: string) =>
      remove(await authorIdOf(post), actorId, 'repost', `post:${post._id}`),
    /** One line per quote, about the quote (deleting it takes the line). */
    quoted: async (quoted: PostRow, quote: PostRow, actorId: string) =>
      add(await authorIdOf(quoted), actorId, 'quote', `post:${quote._id}`, { postId: quote._id }),
    /** Its lines, and those of its replies, go with it. */
    postDeleted: (postId: string) => removeAbout({ postId }),
    /** One line per reply, for the post's author. */
    replied: async (post: PostRow, reply: ReplyRow, actorId: string) =>
      add(await authorIdOf(post), actorId, 'reply', `comment:${reply._id}`, {
        postId: post._id,
        replyId: reply._id,
      }),
    replyDeleted: (replyId: string) => removeAbout({ replyId }),
    /**
     * Upvotes are grouped per reply. Downvotes are not announced: telling someone that people
     * disliked their reply invites retaliation and piles on, and the count shows it anyway. The
     * caller read the reply's author with it and refused the vote if a block stands between them
     * (replies.lockVoteTarget).
     */
    upvoted: (reply: ReplyRow, authorId: string | undefined, actorId: string) =>
      add(
        authorId,
        actorId,
        'vote',
        `comment:${reply._id}`,
        { postId: reply.postId, replyId: reply._id },
        true,
      ),
    upvoteTaken: (reply: ReplyRow, authorId: string | undefined, actorId: string) =>
      remove(authorId, actorId, 'vote', `comment:${reply._id}`),
    /**
     * One line per post or reply for each person it mentions: `after` are the ids its text
     * mentions now, `before` those it mentioned before an edit (none when it is new), so that an
     * edit tells the newly mentioned and takes it back from those no longer mentioned. The author
     * of the post a reply answers hears of it as a reply already, and is left out here.
     */
    mentions: async (
      post: PostRow,
      reply: ReplyRow | undefined,
      actorId: string,
      before: readonly string[],
      after: readonly string[],
    ) => {
      const skip = reply ? await authorIdOf(post) : undefined;
      const groupKey = reply ? `comment:${reply._id}` : `post:${post._id}`;
      const about = { postId: post._id, ...(reply ? { replyId: reply._id } : {}) };
      for (const id of new Set(after))
        if (id !== skip && !before.includes(id)) await add(id, actorId, 'mention', groupKey, about);
      for (const id of new Set(before))
        if (id !== skip && !after.includes(id)) await remove(id, actorId, 'mention', groupKey);
    },
    /** A moderator removed the recipient's writing, warned them or suspended them: why. */
    moderated: async (
      recipientId: string,
      moderatorId: string,
      groupKey: string,
      action: ModerationNotice['action'],
      note: string,
    ) => {
      const added = await tx.notifications.add({
        recipientId,
        actorId: moderatorId,
        kind: 'moderation',
        groupKey,
        postId: null,
        replyId: null,
        createdAt: now,
        moderation: { action, note },
      });
      if (added) changed.add(recipientId);
    },
    get changed(): string[] {
      return [...changed];
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
