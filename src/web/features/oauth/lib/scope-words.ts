import { parentScopeOf } from '@/contract/oauth';

/** What each parent scope lets an app do, as the consent screen and the settings say it. */
const parentWords: Record<string, string> = {
  read: 'Read your account: your posts, timelines, notifications, bookmarks and likes',
  write:
    'Post, edit and delete, like, repost and bookmark, upload pictures and change your profile',
  follow: 'Follow and unfollow people, block and mute them',
  push: 'Send you push notifications (this server sends none yet)',
  profile: 'See your name, username and picture',
  'admin:read': 'See reports and accounts as a moderator',
  'admin:write': 'Act on reports and accounts as a moderator',
};

/** The part of the account a granular scope names (read:statuses: posts). */
const areaWords: Record<string, string> = {
  accounts: 'profiles',
  blocks: 'blocked people',
  bookmarks: 'bookmarks',
  conversations: 'conversations',
  favourites: 'likes',
  filters: 'muted words',
  follows: 'follows',
  lists: 'lists',
  media: 'pictures',
  mutes: 'muted people',
  notifications: 'notifications',
  reports: 'reports',
  search: 'search',
  statuses: 'posts',
};

const verbs: Record<string, string> = {
  read: 'Read your',
  write: 'Change your',
  'admin:read': 'See, as a moderator,',
  'admin:write': 'Act, as a moderator, on',
};

/** One scope in words: a parent's sentence, or a granular scope's verb and part. */
export function scopeInWords(scope: string): string {
  const parent = parentScopeOf(scope);
  if (parent === scope) return parentWords[scope] ?? scope;
  const area = scope.slice(scope.lastIndexOf(':') + 1);
  const verb = parent && verbs[parent];
  const part = areaWords[area];
  return verb && part ? `${verb} ${part}` : scope;
}
