// The entities of Mastodon's client API, as far as Murmur fills them (docs/mastodon-api.md).
// Field names are Mastodon's own, so they are snake_case.

export interface MastodonField {
  name: string;
  value: string;
  verified_at: string | null;
}

export interface MastodonAccount {
  id: string;
  username: string;
  acct: string;
  display_name: string;
  locked: boolean;
  bot: boolean;
  discoverable: boolean;
  group: boolean;
  created_at: string;
  note: string;
  url: string;
  uri: string;
  avatar: string;
  avatar_static: string;
  header: string;
  header_static: string;
  followers_count: number;
  following_count: number;
  statuses_count: number;
  last_status_at: string | null;
  emojis: never[];
  fields: MastodonField[];
  /** Only in verify_credentials and update_credentials. */
  source?: {
    note: string;
    fields: MastodonField[];
    privacy: 'public';
    sensitive: boolean;
    language: null;
    follow_requests_count: number;
  };
}

export interface MastodonMediaAttachment {
  id: string;
  type: 'image' | 'gifv' | 'video' | 'unknown';
  url: string;
  preview_url: string;
  remote_url: null;
  text_url: null;
  meta: {
    original?: { width: number; height: number; size: string; aspect: number };
    small?: { width: number; height: number; size: string; aspect: number };
  } | null;
  description: string | null;
  blurhash: string | null;
}

export interface MastodonTag {
  name: string;
  url: string;
  history: { day: string; uses: string; accounts: string }[];
  following?: boolean;
}

export interface MastodonMention {
  id: string;
  username: string;
  acct: string;
  url: string;
}

export interface MastodonStatus {
  id: string;
  uri: string;
  url: string;
  created_at: string;
  edited_at: string | null;
  account: MastodonAccount;
  content: string;
  visibility: 'public';
  sensitive: boolean;
  spoiler_text: string;
  media_attachments: MastodonMediaAttachment[];
  application: null;
  mentions: MastodonMention[];
  tags: MastodonTag[];
  emojis: never[];
  reblogs_count: number;
  favourites_count: number;
  replies_count: number;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  reblog: MastodonStatus | null;
  poll: null;
  card: null;
  language: null;
  text: string | null;
  favourited: boolean;
  reblogged: boolean;
  muted: boolean;
  bookmarked: boolean;
  pinned: boolean;
  filtered: never[];
}

export interface MastodonRelationship {
  id: string;
  following: boolean;
  showing_reblogs: boolean;
  notifying: boolean;
  languages: string[] | null;
  followed_by: boolean;
  blocking: boolean;
  blocked_by: boolean;
  muting: boolean;
  muting_notifications: boolean;
  requested: boolean;
  requested_by: boolean;
  domain_blocking: boolean;
  endorsed: boolean;
  note: string;
}

export type MastodonNotificationType =
  | 'mention'
  | 'status'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'favourite'
  | 'poll'
  | 'update'
  | 'admin.sign_up'
  | 'admin.report';

export interface MastodonNotification {
  id: string;
  type: MastodonNotificationType;
  created_at: string;
  account: MastodonAccount;
  status?: MastodonStatus;
}
