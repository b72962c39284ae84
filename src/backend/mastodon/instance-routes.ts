import { limits, mediaMimeTypes } from '@/contract';
import type { MastodonDoor } from './mastodon-env';
import { originOf } from './mastodon-env';

/** The Mastodon version Murmur answers like, and Murmur's own. */
export const mastodonVersion = '4.2.0 (compatible; Murmur 0.1.0)';

const title = 'Murmur';
const description = 'A Murmur community: short posts with pictures, likes, bookmarks and follows.';

/** What a client may send, as Murmur's limits really are. */
const configuration = {
  accounts: { max_featured_tags: 0 },
  statuses: {
    max_characters: limits.postContentGraphemes,
    max_media_attachments: limits.mediaPerPost,
    characters_reserved_per_url: 0,
  },
  media_attachments: {
    supported_mime_types: [...mediaMimeTypes],
    image_size_limit: limits.mediaBytes,
    image_matrix_limit: limits.pictureMaxPixels,
    video_size_limit: limits.mediaBytes,
    video_frame_rate_limit: 60,
    video_matrix_limit: limits.pictureMaxPixels,
  },
  polls: { max_options: 0, max_characters_per_option: 0, min_expiration: 0, max_expiration: 0 },
};

export function registerInstanceRoutes({ on, deps }: MastodonDoor) {
  const registrationsOpen = () =>
    deps.registrations === 'open' || deps.registrations === 'approval';
  // Apps ask whether streaming is up before they connect (the socket itself is the host's).
  on('GET', '/api/v1/streaming/health', [], (c) => c.text('OK'));
  on('GET', '/api/v1/instance', [], (c) => {
    const origin = originOf(c);
    return c.json({
      uri: new URL(origin).host,
      title,
      short_description: description,
      description,
      email: '',
      version: mastodonVersion,
      urls: { streaming_api: origin.replace(/^http/, 'ws') },
      stats: { user_count: 0, status_count: 0, domain_count: 1 },
      thumbnail: null,
      languages: ['en'],
      registrations: registrationsOpen(),
      approval_required: deps.registrations === 'approval',
      invites_enabled: deps.registrations === 'invite',
      configuration,
      contact_account: null,
      rules: [],
    });
  });
  on('GET', '/api/v2/instance', [], (c) => {
    const origin = originOf(c);
    return c.json({
      domain: new URL(origin).host,
      title,
      version: mastodonVersion,
      source_url: 'https://github.com/murmur-social/murmur',
      description,
      usage: { users: { active_month: 0 } },
      thumbnail: { url: `${origin}/favicon.svg` },
      languages: ['en'],
      configuration: {
        urls: { streaming: origin.replace(/^http/, 'ws') },
        ...configuration,
        translation: { enabled: false },
      },
      registrations: {
        enabled: registrationsOpen(),
        approval_required: deps.registrations === 'approval',
        message: null,
      },
      contact: { email: '', account: null },
      rules: [],
    });
  });
}
