import { sql, type Kysely } from 'kysely';
import { notificationRecentActors, type AccountsPort } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import type { Database } from './schema';

/**
 * An account's deletion as a few set statements, each one index range of the account's own rows
 * (migration 0018 added the indexes the ranges need). The kept counts move by their triggers as
 * the rows go, cascades included; only a post's like_count, which the reaction rule keeps, is
 * moved here. The statements' order matters: the lines it acted on are mended before its actor
 * rows go, and its replies go before its posts, so that each cascade finds what it must.
 */
export function accountQueries(db: Kysely<Database>, dialect: SqlDialect): AccountsPort {
  const run = (statement: ReturnType<typeof sql>) => statement.execute(db);

  /** The newest actors of each line it is on, but itself: JSON text, as the lines keep them. */
  const recentOthers = (userId: string) =>
    dialect === 'postgres'
      ? sql`(select coalesce(json_agg(actor_id order by id desc)::text, '[]') from (
          select actor_id, id from notification_actors a
          where a.group_id = notification_groups.id and a.actor_id <> ${userId}
          order by id desc limit ${notificationRecentActors}) as newest)`
      : sql`(select json_group_array(actor_id) from (
          select actor_id from notification_actors a
          where a.group_id = notification_groups.id and a.actor_id <> ${userId}
          order by id desc limit ${notificationRecentActors}))`;

  async function mendNotificationLines(userId: string, username: string) {
    const linesActedOn = sql`select group_id from notification_actors where actor_id = ${userId}`;
    await run(sql`delete from notification_groups where recipient_id = ${userId}`);
    await run(sql`delete from notification_marks where user_id = ${userId}`);
    await run(sql`delete from notification_groups
      where comment_id in (select id from comments where username = ${username})`);
    await run(sql`delete from notification_groups
      where actor_count <= 1 and id in (${linesActedOn})`);
    await run(sql`update notification_groups set
        actor_count = actor_count - 1,
        recent_actor_ids = case when recent_actor_ids like ${`%"${userId}"%`}
          then ${recentOthers(userId)} else recent_actor_ids end
      where id in (${linesActedOn})`);
    await run(sql`delete from notification_actors where actor_id = ${userId}`);
  }

  async function forgetInModerationLog(userId: string, tombstoneId: string) {
    await run(sql`update moderation_actions set moderator_id = ${tombstoneId}
      where moderator_id = ${userId}`);
    // What was done to the account stays a fact; its notes may quote what it wrote.
    await run(sql`update moderation_actions set user_id = ${tombstoneId}, note = '',
        target_id = case when target_id = ${userId} then ${tombstoneId} else target_id end
      where user_id = ${userId}`);
  }

  return {
    delete: async (userId, tombstoneId) => {
      const user = await db
        .selectFrom('users')
        .select(['username', 'avatar_url', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return undefined;
      const { username } = user;
      const sessions = await db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      const media = await db
        .selectFrom('posts')
        .select('media_url')
        .distinct()
        .where('username', '=', username)
        .where('media_url', '<>', '')
        .execute();

      await mendNotificationLines(userId, username);
      await run(sql`delete from comments where username = ${username}`);
      await run(sql`delete from comment_votes where user_id = ${userId}`);
      await run(sql`update posts set
          like_count = case when like_count > 0 then like_count - 1 else 0 end
        where id in (select post_id from reactions where user_id = ${userId} and kind = 'like')`);
      await run(sql`delete from reactions where user_id = ${userId}`);
      await run(sql`delete from bookmarks where user_id = ${userId}`);
      await run(sql`delete from posts where username = ${username}`);
      await run(sql`delete from follows where follower_id = ${userId}`);
      await run(sql`delete from follows where followee_id = ${userId}`);
      await run(sql`delete from user_hides where reader_id = ${userId}`);
      await run(sql`delete from user_hides where hidden_id = ${userId}`);
      await run(sql`delete from muted_words where user_id = ${userId}`);
      await run(sql`delete from reports where reporter_id = ${userId}`);
      await run(sql`delete from reports where target_user_id = ${userId}`);
      await run(sql`delete from invites where creator_id = ${userId}`);
      await run(sql`delete from timeline_owners where owner_id = ${userId}`);
      await run(sql`delete from sessions where user_id = ${userId}`);
      await run(sql`delete from oauth_tokens where user_id = ${userId}`);
      await run(sql`delete from oauth_codes where user_id = ${userId}`);
      await run(sql`delete from post_retry_keys where user_id = ${userId}`);
      // Its mail names it: what was sent or waits for its address, or for an address it asked to
      // change to.
      await run(sql`delete from mail_outbox where lower(to_address) = lower(${user.email})
          or lower(to_address) in (select lower(email) from account_tokens where user_id = ${userId})`);
      await run(sql`delete from account_tokens where user_id = ${userId}`);
      await forgetInModerationLog(userId, tombstoneId);
      await run(sql`delete from users where id = ${userId}`);

      const mediaUrls = media.map((row) => row.media_url);
      if (user.avatar_url !== '' && !mediaUrls.includes(user.avatar_url))
        mediaUrls.push(user.avatar_url);
      return { sessionIds: sessions.map((row) => row.id), mediaUrls };
    },

    deleteBatch: async (userId, limit) => {
      const user = await db
        .selectFrom('users')
        .select('username')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return { done: true, mediaUrls: [] };
      const reactions = await db
        .selectFrom('reactions')
        .select(['seq', 'post_id', 'kind'])
        .where('user_id', '=', userId)
        .limit(limit)
        .execute();
      const liked = reactions.filter((row) => row.kind === 'like').map((row) => row.post_id);
      if (liked.length > 0)
        await run(sql`update posts set
            like_count = case when like_count > 0 then like_count - 1 else 0 end
          where ${isOneOf(dialect, 'id', liked)}`);
      const reactionPosts = reactions.map((row) => row.post_id);
      if (reactionPosts.length > 0)
        await run(sql`delete from reactions
          where user_id = ${userId} and ${isOneOf(dialect, 'post_id', reactionPosts)}`);
      const replies = await db
        .selectFrom('comments')
        .select('id')
        .where('username', '=', user.username)
        .limit(limit)
        .execute();
      const replyIds = replies.map((row) => row.id);
      if (replyIds.length > 0) {
        await run(sql`delete from notification_groups
          where ${isOneOf(dialect, 'comment_id', replyIds)}`);
        await run(sql`delete from comments where ${isOneOf(dialect, 'id', replyIds)}`);
      }
      const posts = await db
        .selectFrom('posts')
        .select(['id', 'media_url'])
        .where('username', '=', user.username)
        .limit(Math.ceil(limit / 10))
        .execute();
      if (posts.length > 0)
        await run(
          sql`delete from posts where ${isOneOf(
            dialect,
            'id',
            posts.map((row) => row.id),
          )}`,
        );
      const done =
        reactions.length < limit && replies.length < limit && posts.length < Math.ceil(limit / 10);
      const mediaUrls = [...new Set(posts.map((row) => row.media_url).filter((url) => url !== ''))];
      return { done, mediaUrls };
    },

    hasOtherAdmin: async (userId) =>
      (await db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('id', '<>', userId)
        .limit(1)
        .executeTakeFirst()) !== undefined,

    retireUsername: async (username, freesMs) => {
      await db
        .insertInto('retired_usernames')
        .values({ username, frees_ms: freesMs })
        .onConflict((conflict) => conflict.column('username').doUpdateSet({ frees_ms: freesMs }))
        .execute();
    },

    isRetired: async (username, atMs) =>
      (await db
        .selectFrom('retired_usernames')
        .select('username')
        .where('username', '=', username)
        .where('frees_ms', '>', atMs)
        .executeTakeFirst()) !== undefined,

    forgetFreedUsernames: async (atMs) => {
      const result = await db
        .deleteFrom('retired_usernames')
        .where('frees_ms', '<=', atMs)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
