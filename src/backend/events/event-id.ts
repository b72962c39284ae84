/**
 * A post event's id: the post's creation instant (ms) and its id, as `<ms>-<postId>`. Clients
 * treat it as opaque; the server orders ids as the feed orders posts (newer first, ties by id), so
 * a Last-Event-ID names the point after which a reconnect replays. Post ids may hold '-', the
 * instant never does, so the first '-' splits them. A stream's first id, sent before any event,
 * names the instant it opened with an empty post id: every post of that millisecond is newer.
 */
export interface EventPosition {
  ms: number;
  postId: string;
}

const maxIdLength = 256;

export function encodeEventId(position: EventPosition): string {
  return `${position.ms}-${position.postId}`;
}

export function positionOf(post: { _id: string; createdAt: string }): EventPosition {
  return { ms: Date.parse(post.createdAt), postId: post._id };
}

/** Undefined for anything this server did not make (a client cannot make the replay unbounded). */
export function decodeEventId(id: string): EventPosition | undefined {
  if (id.length > maxIdLength) return undefined;
  const match = /^(\d{1,15})-(\S*)$/.exec(id);
  if (!match) return undefined;
  return { ms: Number(match[1]), postId: match[2]! };
}

/** Positive when a is newer than b. */
export function compareEventPositions(a: EventPosition, b: EventPosition): number {
  if (a.ms !== b.ms) return a.ms - b.ms;
  return a.postId < b.postId ? -1 : a.postId > b.postId ? 1 : 0;
}
