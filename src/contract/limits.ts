/**
 * The limits of what people write (docs/product.md, "Rules and limits"). Both ends read them from
 * here.
 */
export const limits = {
  postContentGraphemes: 500,
  /**
   * UTF-16 code units a post may take. One grapheme can hold any number of combining marks, so
   * the grapheme count alone bounds nothing; 16 units each is room for the longest emoji.
   */
  postContentCodeUnits: 500 * 16,
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 50,
  emailMax: 254,
  bioMax: 160,
  websiteMax: 200,
  /** A post's picture's or video's description (alt text), as long as Mastodon allows. */
  mediaAltMax: 1500,
  mediaBytes: 10 * 1024 * 1024,
  /** Pictures one post may hold (a video is alone). */
  mediaPerPost: 4,
  /** Pictures past this many pixels are refused before they are decoded. */
  pictureMaxPixels: 40_000_000,
  /** The long side of the largest copy the server keeps of a picture. */
  pictureMaxSide: 2048,
  contentWarningMax: 100,
  avatarBytes: 256 * 1024,
  todoTitleMax: 200,
} as const;

/**
 * A text's length as the API's limits on names, bios, websites and passwords count it: in code
 * points, as zod's max() does, so that an emoji is one character, not the two UTF-16 units of
 * `.length`. The forms count with this, or they would refuse what the server takes.
 */
export const textLength = (text: string): number => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

export const usernamePattern = /^[a-z0-9_.]+$/;

/** Names that /api/users/{username} could never reach, because a route of that name comes first. */
export const reservedUsernames: ReadonlySet<string> = new Set([
  'bookmark',
  'edit',
  'follow',
  'unfollow',
  'remove-bookmark',
]);

export const imageMimeTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const videoMimeTypes = ['video/mp4', 'video/webm'] as const;
export const mediaMimeTypes = [...imageMimeTypes, ...videoMimeTypes] as const;
export type MediaMimeType = (typeof mediaMimeTypes)[number];

/**
 * Counts what a reader sees as one character: an emoji with modifiers counts once. A check
 * against a limit passes stopAfter, and the count stops one past it. V8 prepares the whole text
 * it is given before the first segment (300,000 characters take a second), so a long text is
 * counted on a prefix first, growing fourfold: once a prefix holds more than stopAfter + 1
 * (its cut may split one character), the text is over, whatever follows.
 */
export function countGraphemes(text: string, stopAfter = Infinity): number {
  for (let span = Math.max(1024, (stopAfter + 2) * 16); span < text.length; span *= 4) {
    if (countSegments(text.slice(0, span), stopAfter + 1) > stopAfter + 1) return stopAfter + 1;
  }
  return countSegments(text, stopAfter);
}

function countSegments(text: string, stopAfter: number): number {
  const segments = new Intl.Segmenter().segment(text)[Symbol.iterator]();
  let count = 0;
  while (count <= stopAfter && !segments.next().done) count++;
  return count;
}

/** Paged lists: ?limit may ask for 1 to maxLimit items; without it a page holds defaultLimit. */
export const paging = {
  defaultLimit: 20,
  maxLimit: 100,
  /** The most items a whole-list answer holds (LIST_CAP on the Node host; docs/api.md). */
  defaultListCap: 1000,
  /** No answer's body is larger than this, whatever the data. */
  maxAnswerBytes: 2 * 1024 * 1024,
} as const;
