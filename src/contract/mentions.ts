import { limits } from './limits';

/** How many different people one post or reply may mention; later names are plain text. */
export const maxMentionsPerText = 10;

/**
 * `@` and a username (limits.ts: a-z, 0-9, `_` and `.`), not inside a word or an email address.
 * Dots that end the match are punctuation ("thanks @maya.clay."), not part of the name.
 */
const mentionToken = /(?<![A-Za-z0-9_.@])@([a-z0-9_.]+)/g;

/**
 * The usernames a text mentions, each once, in the order they first appear, at most
 * maxMentionsPerText of them. Only those that belong to someone become links (the server says
 * which in a view's `mentions`); the web app finds the same tokens with this function.
 */
export function mentionCandidates(text: string): string[] {
  // Most texts mention no one: they skip the regular expression.
  if (!text.includes('@')) return [];
  const names = new Set<string>();
  for (const match of text.matchAll(mentionToken)) {
    const name = match[1]!.replace(/\.+$/, '');
    if (name.length < limits.usernameMin || name.length > limits.usernameMax) continue;
    names.add(name);
    if (names.size === maxMentionsPerText) break;
  }
  return [...names];
}
