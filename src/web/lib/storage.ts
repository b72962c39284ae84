/**
 * localStorage that never throws: a private window, a full quota or a value someone edited by
 * hand must not stop the app from starting.
 */
export const storage = {
  read(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  readJson(key: string): unknown {
    const text = storage.read(key);
    if (text === null) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  },
  write(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not remembered beyond this page; the app still works.
    }
  },
  writeJson(key: string, value: unknown): void {
    storage.write(key, JSON.stringify(value));
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored that could be removed.
    }
  },
};

/**
 * Every key the app stores, in one place. public/boot.js reads two of them before the app's code
 * arrives: the theme, and the token in loginDetails (keep its `{ user, token }` shape in step).
 */
export const storageKeys = {
  loginDetails: 'loginDetails',
  theme: 'murmur-theme',
  requestHistory: 'murmur-request-history',
  postDraft: 'murmur-post-draft',
  /** The draft's description of its picture (alt text); the picture is in the file store. */
  postDraftMediaAlt: 'murmur-post-draft-media-alt',
  /** The reader's "Always show sensitive media" setting: 'always' when set. */
  showSensitiveMedia: 'murmur-show-sensitive-media',
  /** The emoji picker's recently used emoji: the library's own key. */
  emojiRecents: 'epr_suggested',
} as const;
