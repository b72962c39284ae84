// Murmur's views as Mastodon's entities (docs/mastodon-api.md, "Entities"). Pure functions: the
// routes read the views through Murmur's own services and hand them here.
import {
  hashtagsIn,
  type PostMedia,
  type Post,
  type PublicUser,
  type TagSummary,
} from '@/contract';
import type { NotificationKind } from '../store/port';
import type {
  MastodonAccount,
  MastodonMediaAttachment,
  MastodonNotificationType,
  MastodonRelationship,
  MastodonStatus,
  MastodonTag,
} from './entities';
import { escapeHtml, textToHtml } from './status-html';

/** Where the instance is reached, for the absolute URLs Mastodon's entities carry. */
export type Origin = string;

/** A Murmur timestamp ("2026-11-21T12:00:00+00:00") in Mastodon's ISO 8601 UTC form. */
export const isoTime = (timestamp: string) => new Date(Date.parse(timestamp)).toISOString();

const absolute = (url: string, origin: Origin) =>
  url === '' || /^[a-z]+:/i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** The picture Mastodon's apps show for someone without an avatar: Murmur's default picture. */
export const defaultAvatarPath = '/avatars/default.svg';

export function toAccount(user: PublicUser, origin: Origin): MastodonAccount {
  const avatar = absolute(user.avatarUrl || defaultAvatarPath, origin);
  const url = `${origin}/posts/user/${encodeURIComponent(user.username)}`;
  return {
    id: user._id,
    username: user.username,
    acct: user.username,
    display_name: `${user.firstName} ${user.lastName}`.trim(),
    locked: false,
    bot: false,
    discoverable: true,
    group: false,
    created_at: isoTime(user.createdAt),
    note: user.bio ? `<p>${escapeHtml(user.bio)}</p>` : '',
    url,
    uri: url,
    avatar,
    avatar_static: avatar,
    header: '',
    header_static: '',
    followers_count: user.followerCount,
    following_count: user.followingCount,
    statuses_count: user.postCount,
    last_status_at: null,
    emojis: [],
    fields: websiteFields(user.website),
  };
}

function websiteFields(website: string) {
  if (!website) return [];
  const link = `<a href="${escapeHtml(website)}" rel="me nofollow noopener noreferrer" target="_blank">${escapeHtml(website.replace(/^https?:\/\//, ''))}</a>`;
  return [{ name: 'Website', value: link, verified_at: null }];
}

/** The owner's own account: with its `source`, the plain texts an edit form starts from. */
export function toCredentialAccount(user: PublicUser, origin: Origin): MastodonAccount {
  const account = toAccount(user, origin);
  const fields = user.website ? [{ name: 'Website', value: user.website, verified_at: null }] : [];
  return {
    ...account,
    source: {
      note: user.bio,
      fields,
      privacy: 'public',
      sensitive: false,
      language: null,
      follow_requests_count: 0,
    },
  };
}

/** The media id is the stored file's name: a post names its media by URL, /media/<id>. */
export const mediaIdOf = (url: string) => url.replace(/^.*\/media\//, '');
export const mediaUrlOf = (id: string) => `/media/${id}`;

const sizeOf = (width: number, height: number) => ({
  width,
  height,
  size: `${width}x${height}`,
  aspect: width / height,
});

export function toMediaAttachment(
  media: Omit<PostMedia, 'alt'> & { alt?: string },
  origin: Origin,
): MastodonMediaAttachment {
  const smallest = media.variants[0];
  const preview = media.poster ?? smallest?.url ?? media.url;
  const original =
    media.width !== null && media.height !== null ? sizeOf(media.width, media.height) : undefined;
  const small = smallest ? sizeOf(smallest.width, smallest.height) : undefined;
  return {
    id: mediaIdOf(media.url),
    type: media.type,
    url: absolute(media.url, origin),
    preview_url: absolute(preview, origin),
    remote_url: null,
    text_url: null,
    meta:
      original || small ? { ...(original ? { original } : {}), ...(small ? { small } : {}) } : null,
    description: media.alt ? media.alt : null,
    blurhash: media.blurhash,
  };
}

export function toTag(tag: string, origin: Origin, uses?: number): MastodonTag {
  return {
    name: tag,
    url: `${origin}/tags/${encodeURIComponent(tag)}`,
    // Murmur counts a tag's posts, not its uses per day: the count stands for today.
    history:
      uses === undefined
        ? []
        : [
            {
              day: String(Math.floor(Date.now() / 86_400_000) * 86_400),
              uses: String(uses),
              accounts: String(uses),
            },
          ],
  };
}

export const toSearchTag = (tag: TagSummary, origin: Origin) => toTag(tag.tag, origin, tag.uses);

/**
 * A post as a Status. Murmur has one audience (everyone), so every status is public. A home feed
 * item that a followed person reposted is their reblog of the post, as Mastodon shows it.
 */
export function toStatus(
  post: Post,
  accounts: ReadonlyMap<string, PublicUser>,
  origin: Origin,
): MastodonStatus {
  const status = ownStatus(post, accounts, origin);
  const reposter = post.repostedBy && accounts.get(post.repostedBy.username);
  return reposter ? reblogOf(status, toAccount(reposter, origin)) : status;
}

/** Someone's reblog of a status: it carries the status and names the reblogger. */
export function reblogOf(status: MastodonStatus, reblogger: MastodonAccount): MastodonStatus {
  return {
    ...status,
    account: reblogger,
    content: '',
    spoiler_text: '',
    media_attachments: [],
    mentions: [],
    tags: [],
    reblog: status,
  };
}

function ownStatus(
  post: Post,
  accounts: ReadonlyMap<string, PublicUser>,
  origin: Origin,
): MastodonStatus {
  const url = `${origin}/posts/${encodeURIComponent(post._id)}`;
  const author = accounts.get(post.username);
  const mentioned = new Set(post.mentions.map((name) => name.toLowerCase()));
  return {
    id: post._id,
    uri: url,
    url,
    created_at: isoTime(post.createdAt),
    edited_at: null,
    account: author ? toAccount(author, origin) : summaryAccount(post, origin),
    content: textToHtml(post.content, origin, mentioned),
    visibility: 'public',
    sensitive: post.sensitive || post.contentWarning !== '',
    spoiler_text: post.contentWarning,
    media_attachments: post.media.map((media) => toMediaAttachment(media, origin)),
    application: null,
    mentions: post.mentions.map((username) => ({
      // Murmur's accounts are found by username as by id: accounts/{username} answers.
      id: username,
      username,
      acct: username,
      url: `${origin}/posts/user/${encodeURIComponent(username)}`,
    })),
    tags: hashtagsIn(post.content).map((tag) => toTag(tag, origin)),
    emojis: [],
    reblogs_count: post.repostCount,
    favourites_count: post.likes.likeCount,
    replies_count: post.commentCount,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    poll: null,
    card: null,
    language: null,
    text: null,
    favourited: post.likedByViewer,
    reblogged: post.repostedByViewer,
    muted: false,
    bookmarked: post.bookmarkedByViewer,
    pinned: false,
    filtered: [],
  };
}

/** An author whose full view is missing (a post may come before its user): what the post names. */
function summaryAccount(post: Post, origin: Origin): MastodonAccount {
  return toAccount(
    {
      ...post.author,
      bio: '',
      website: '',
      createdAt: post.createdAt,
      updatedAt: post.createdAt,
      followers: [],
      following: [],
      followerCount: 0,
      followingCount: 0,
      postCount: 0,
      followedByViewer: false,
    },
    origin,
  );
}

/** What the viewer's relation to someone is, from the person's view as the viewer sees them. */
export function toRelationship(user: PublicUser, followsViewer: boolean): MastodonRelationship {
  return {
    id: user._id,
    following: user.followedByViewer,
    showing_reblogs: user.followedByViewer,
    notifying: false,
    languages: null,
    followed_by: followsViewer,
    blocking: user.blockedByViewer ?? false,
    blocked_by: user.blockingViewer ?? false,
    muting: user.mutedByViewer ?? false,
    muting_notifications: user.mutedByViewer ?? false,
    requested: false,
    requested_by: false,
    domain_blocking: false,
    endorsed: false,
    note: '',
  };
}

/**
 * Murmur's notification kinds as Mastodon's types. A reply is told as a mention of the replied
 * post (Murmur's replies are not statuses); reply votes, moderation notices and quotes stay
 * Murmur's own and are left out.
 */
export const notificationTypes = {
  like: 'favourite',
  repost: 'reblog',
  follow: 'follow',
  mention: 'mention',
  reply: 'mention',
  vote: undefined,
  moderation: undefined,
  quote: undefined,
} as const satisfies Record<NotificationKind, MastodonNotificationType | undefined>;

/** The Murmur kinds that answer to these Mastodon types. */
export function kindsOfTypes(types: readonly string[]): NotificationKind[] {
  return (Object.keys(notificationTypes) as NotificationKind[]).filter((kind) => {
    const type = notificationTypes[kind];
    return type !== undefined && types.includes(type);
  });
}
