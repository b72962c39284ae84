/**
 * The tables npm run seed:scale fills, as the generated rows carry them: each table's columns in
 * row order, the rows plain arrays.
 */
export type ColumnType = 'text' | 'integer' | 'bigint';
export type Row = (string | number | null)[];
export interface TableSpec {
  name:
    | 'users'
    | 'posts'
    | 'post_tags'
    | 'follows'
    | 'reactions'
    | 'reposts'
    | 'bookmarks'
    | 'comments'
    | 'comment_votes'
    | 'notification_groups'
    | 'notification_actors'
    | 'notification_marks';
  columns: readonly (readonly [name: string, type: ColumnType])[];
  /** An identity column the rows give values for (PostgreSQL must be told to take them). */
  identity?: string;
}

/** The columns written, in row order; seq (the insertion order) is left to the database. */
export const tables = {
  users: {
    name: 'users',
    columns: [
      ['id', 'text'],
      ['username', 'text'],
      ['first_name', 'text'],
      ['last_name', 'text'],
      ['email', 'text'],
      ['password_hash', 'text'],
      ['avatar_url', 'text'],
      ['bio', 'text'],
      ['website', 'text'],
      ['created_at', 'text'],
      ['updated_at', 'text'],
    ],
  },
  follows: {
    name: 'follows',
    columns: [
      ['follower_id', 'text'],
      ['followee_id', 'text'],
      ['created_at', 'text'],
    ],
  },
  posts: {
    name: 'posts',
    columns: [
      ['id', 'text'],
      ['content', 'text'],
      ['media_url', 'text'],
      ['media_alt', 'text'],
      ['username', 'text'],
      ['like_count', 'integer'],
      ['repost_count', 'integer'],
      ['created_at', 'text'],
      ['created_ms', 'bigint'],
      ['updated_at', 'text'],
    ],
  },
  // Filled beside the posts, as the posts' writes fill it; tag_counts follows by its triggers.
  postTags: {
    name: 'post_tags',
    columns: [
      ['post_id', 'text'],
      ['tag', 'text'],
      ['username', 'text'],
      ['created_ms', 'bigint'],
    ],
  },
  reactions: {
    name: 'reactions',
    columns: [
      ['post_id', 'text'],
      ['user_id', 'text'],
      ['kind', 'text'],
      ['created_at', 'text'],
    ],
  },
  // Written with their posts' repost_count given (as like_count is), the count trigger dropped.
  reposts: {
    name: 'reposts',
    columns: [
      ['post_id', 'text'],
      ['user_id', 'text'],
      ['created_at', 'text'],
      ['created_ms', 'bigint'],
    ],
  },
  bookmarks: {
    name: 'bookmarks',
    columns: [
      ['user_id', 'text'],
      ['post_id', 'text'],
      ['created_at', 'text'],
    ],
  },
  replies: {
    name: 'comments',
    columns: [
      ['id', 'text'],
      ['post_id', 'text'],
      ['username', 'text'],
      ['text', 'text'],
      ['created_at', 'text'],
      ['updated_at', 'text'],
    ],
  },
  replyVotes: {
    name: 'comment_votes',
    columns: [
      ['comment_id', 'text'],
      ['user_id', 'text'],
      ['kind', 'text'],
      ['created_at', 'text'],
    ],
  },
  notificationGroups: {
    name: 'notification_groups',
    identity: 'id',
    columns: [
      ['id', 'bigint'],
      ['recipient_id', 'text'],
      ['kind', 'text'],
      ['group_key', 'text'],
      ['post_id', 'text'],
      ['comment_id', 'text'],
      ['position', 'bigint'],
      ['actor_count', 'integer'],
      ['recent_actor_ids', 'text'],
      ['updated_at', 'text'],
    ],
  },
  notificationActors: {
    name: 'notification_actors',
    columns: [
      ['group_id', 'bigint'],
      ['actor_id', 'text'],
      ['created_at', 'text'],
    ],
  },
  notificationMarks: {
    name: 'notification_marks',
    columns: [
      ['user_id', 'text'],
      ['last_position', 'bigint'],
      ['read_position', 'bigint'],
    ],
  },
} as const satisfies Record<string, TableSpec>;

/** One table's rows and how many there will be (for progress). */
export interface FillStep {
  table: TableSpec;
  count: number;
  rows: () => Iterable<Row>;
}
