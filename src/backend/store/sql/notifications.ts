import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  excerptSourceLength,
  notificationRecentActors,
  unreadCountCap,
  type NotificationLine,
  type StoreTx,
  type ModerationNotice,
} from '../port';
import { visibilityFor } from './hides';
import type { Database } from './schema';
import { pageBySeq } from './seq-pages';

/** PostgreSQL answers bigint columns as strings. */
const toNumber = (value: number | string | bigint) => Number(value);

export function notificationQueries(db: Kysely<Database>): StoreTx['notifications'] {
  const findLine = (recipientId: string, kind: string, groupKey: string) =>
    db
      .selectFrom('notification_groups')
      .select(['id', 'actor_count', 'recent_actor_ids'])
      .where('recipient_id', '=', recipientId)
      .where('kind', '=', kind as NotificationLine['kind'])
      .where('group_key', '=', groupKey)
      .executeTakeFirst();

  // Takes the recipient's next position: one row per recipient, so no two events share one.
  const nextPosition = async (recipientId: string) => {
    const row = await db
      .insertInto('notification_marks')
      .values({ user_id: recipientId, last_position: 1, read_position: 0 })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet((eb) => ({
          last_position: eb('notification_marks.last_position', '+', 1),
        })),
      )
      .returning('last_position')
      .executeTakeFirstOrThrow();
    return toNumber(row.last_position);
  };

  const readPosition = async (recipientId: string) => {
    const row = await db
      .selectFrom('notification_marks')
      .select(['last_position', 'read_position'])
      .where('user_id', '=', recipientId)
      .executeTakeFirst();
    return { last: toNumber(row?.last_position ?? 0), read: toNumber(row?.read_position ?? 0) };
  };

  return {
    add: async (event) => {
      // The line, and whether the actor is on it already, in one statement.
      const line = await db
        .selectFrom('notification_groups as g')
        .select(['g.id', 'g.actor_count', 'g.recent_actor_ids'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('notification_actors as a')
                .select('a.id')
                .whereRef('a.group_id', '=', 'g.id')
                .where('a.actor_id', '=', event.actorId),
            )
            .as('there'),
        )
        .where('g.recipient_id', '=', event.recipientId)
        .where('g.kind', '=', event.kind)
        .where('g.group_key', '=', event.groupKey)
        .executeTakeFirst();
      if (line && Boolean(line.there)) return false;
      const position = await nextPosition(event.recipientId);
      let lineId: number | string;
      if (line) {
        const recent = [event.actorId, ...(JSON.parse(line.recent_actor_ids) as string[])];
        await db
          .updateTable('notification_groups')
          .set({
            position,
            actor_count: line.actor_count + 1,
            recent_actor_ids: JSON.stringify(recent.slice(0, notificationRecentActors)),
            updated_at: event.createdAt,
          })
          .where('id', '=', line.id)
          .execute();
        lineId = line.id;
      } else {
        const inserted = await db
          .insertInto('notification_groups')
          .values({
            recipient_id: event.recipientId,
            kind: event.kind,
            group_key: event.groupKey,
            post_id: event.postId,
            comment_id: event.replyId,
            position,
            actor_count: 1,
            recent_actor_ids: JSON.stringify([event.actorId]),
            updated_at: event.createdAt,
            moderation: event.moderation ? JSON.stringify(event.moderation) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        lineId = inserted.id;
      }
      await db
        .insertInto('notification_actors')
        .values({ group_id: lineId, actor_id: event.actorId, created_at: event.createdAt })
        .execute();
      return true;
    },

    remove: async (recipientId, kind, groupKey, actorId) => {
      const line = await findLine(recipientId, kind, groupKey);
      if (!line) return false;
      const deleted = await db
        .deleteFrom('notification_actors')
        .where('group_id', '=', line.id)
        .where('actor_id', '=', actorId)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) return false;
      if (line.actor_count <= 1) {
        await db.deleteFrom('notification_groups').where('id', '=', line.id).execute();
        return true;
      }
      const named = JSON.parse(line.recent_actor_ids) as string[];
      if (!named.includes(actorId)) {
        await db
          .updateTable('notification_groups')
          .set({ actor_count: line.actor_count - 1 })
          .where('id', '=', line.id)
          .execute();
        return true;
      }
      // A named actor left: the newest few are read again from the line's index.
      const newest = await db
        .selectFrom('notification_actors')
        .select(['actor_id', 'created_at'])
        .where('group_id', '=', line.id)
        .orderBy('id', 'desc')
        .limit(notificationRecentActors)
        .execute();
      await db
        .updateTable('notification_groups')
        .set({
          actor_count: line.actor_count - 1,
          recent_actor_ids: JSON.stringify(newest.map((row) => row.actor_id)),
          ...(newest[0] ? { updated_at: newest[0].created_at } : {}),
        })
        .where('id', '=', line.id)
        .execute();
      return true;
    },

    removeAbout: async (about, limit) => {
      const column = 'postId' in about ? 'post_id' : 'comment_id';
      const id = 'postId' in about ? about.postId : about.replyId;
      const recipients = await db
        .selectFrom('notification_groups')
        .select('recipient_id')
        .distinct()
        .where(column, '=', id)
        .limit(limit)
        .execute();
      // Their actors go with them: the foreign key cascades.
      await db.deleteFrom('notification_groups').where(column, '=', id).execute();
      return recipients.map((row) => row.recipient_id);
    },

    page: async (recipientId, page) => {
      const { read } = await readPosition(recipientId);
      const excerpt = (column: string) =>
        sql<string | null>`substr(${sql.ref(column)}, 1, ${sql.lit(excerptSourceLength)})`;
      return pageBySeq<NotificationLine>('notifications', page, async (before, limit) => {
        let select = db
          .selectFrom('notification_groups as g')
          .leftJoin('posts as p', 'p.id', 'g.post_id')
          .leftJoin('comments as c', 'c.id', 'g.comment_id')
          .select([
            'g.id',
            'g.kind',
            'g.post_id',
            'g.comment_id',
            'g.recent_actor_ids',
            'g.actor_count',
            'g.position',
            'g.updated_at',
            'g.moderation',
            excerpt('p.content').as('post_text'),
            excerpt('c.text').as('comment_text'),
          ])
          .where('g.recipient_id', '=', recipientId);
        // A line stays while one of its actors is not hidden from the reader.
        if (page.reader) {
          const shown = await visibilityFor(db, page.reader);
          select = select.where(
            sql<SqlBool>`exists (select 1 from notification_actors na where na.group_id = g.id
              and ${shown({ id: 'na.actor_id' })})`,
          );
        }
        if (before !== undefined) select = select.where('g.position', '<', before);
        const rows = await select.orderBy('g.position', 'desc').limit(limit).execute();
        return rows.map((row) => ({
          _id: String(row.id),
          kind: row.kind,
          postId: row.post_id,
          replyId: row.comment_id,
          actorIds: JSON.parse(row.recent_actor_ids) as string[],
          actorCount: row.actor_count,
          read: toNumber(row.position) <= read,
          updatedAt: row.updated_at,
          postText: row.post_text,
          replyText: row.comment_text,
          moderation:
            row.moderation === null ? null : (JSON.parse(row.moderation) as ModerationNotice),
          seq: row.position,
        }));
      });
    },

    // Counted on the (recipient_id, position) index and stopped at the cap.
    unreadCount: async (recipientId) => {
      const { rows } = await sql<{ count: number | string }>`select count(*) as count from (
          select 1 from notification_groups
          where recipient_id = ${recipientId}
            and position > coalesce((select read_position from notification_marks
              where user_id = ${recipientId}), 0)
          limit ${sql.lit(unreadCountCap)}
        ) as unread`.execute(db);
      return toNumber(rows[0]?.count ?? 0);
    },

    lastPosition: async (recipientId) => (await readPosition(recipientId)).last,

    markRead: async (recipientId, position) => {
      await db
        .updateTable('notification_marks')
        .set({ read_position: position })
        .where('user_id', '=', recipientId)
        .where('read_position', '<', position)
        .execute();
    },
  };
}
