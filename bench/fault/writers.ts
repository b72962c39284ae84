// The fault run's writers: each an account of its own that posts, edits and deletes its posts,
// likes and bookmarks others' posts, follows and unfollows (actions.ts), and remembers what the
// server acknowledged. A request cut without an answer (the server was killed under it) leaves
// its object "unknown": it may or may not have been written, so it is not checked afterwards. A
// connection refused (the server not yet back) sent nothing, so with several servers
// (servers.ts) the writer sends it to the next one at once.
import type { HttpClient } from '../support/http';
import { signUp } from '../support/session';
import { sleep } from '../support/settings';
import { chooseAction, type Action } from './actions';

export type Acknowledged =
  'posts' | 'edits' | 'deletes' | 'likes' | 'bookmarks' | 'follows' | 'unfollows';

export interface WrittenPost {
  content: string;
  /** False once an edit was cut: the content may be either. */
  contentKnown: boolean;
  /** 'kept': never edited or deleted, for the others to like and bookmark. */
  state: 'exists' | 'kept' | 'deleted' | 'unknown';
}

export interface Writer {
  username: string;
  id: string;
  token: string;
  posts: Map<string, WrittenPost>;
  keptPosts: string[];
  likes: Map<string, 'yes' | 'unknown'>;
  bookmarks: Map<string, 'yes' | 'unknown'>;
  follows: Map<string, 'yes' | 'no' | 'unknown'>;
  acknowledged: Record<Acknowledged, number>;
  /** Numbers the writer's posts and edits. */
  counter: number;
}

export interface LoadStats {
  requests: number;
  byStatus: Map<number, number>;
  /** "refused while down", "cut while up"...: nothing sent, or the outcome unknown. */
  connectionErrors: Map<string, number>;
  /** 5xx answers while the server was up: each is a failure of the run. */
  fiveHundreds: string[];
  fiveHundredsWhileDown: number;
  /** Requests sent to another server because the writer's own refused the connection. */
  failovers: number;
}

const password = 'fault-run-password';

/** Signs up the writers (one hash each, so a few seconds). */
export async function signUpWriters(client: HttpClient, count: number): Promise<Writer[]> {
  const run = Date.now().toString(36);
  const writers: Writer[] = [];
  for (let i = 0; i < count; i++) {
    const username = `fault.${run}.${i}`;
    const email = `${username}@example.com`;
    const account = { firstName: 'Fault', lastName: `Writer ${i}`, username, email, password };
    const { token, user } = await signUp(client, account);
    writers.push({
      username,
      id: user._id,
      token,
      posts: new Map(),
      keptPosts: [],
      likes: new Map(),
      bookmarks: new Map(),
      follows: new Map(),
      acknowledged: {
        posts: 0,
        edits: 0,
        deletes: 0,
        likes: 0,
        bookmarks: 0,
        follows: 0,
        unfollows: 0,
      },
      counter: 0,
    });
  }
  return writers;
}

export interface WriterRun {
  /** The clients of the servers, the writer's own first (serverOrder), by server number. */
  clients: readonly { server: number; client: HttpClient }[];
  writer: Writer;
  everyone: readonly Writer[];
  endAt: number;
  stats: LoadStats;
  /** Whether that server was down (killed, not yet listening again) at a time. */
  isDown: (server: number, at: number) => boolean;
}

const parsed = (text: string): unknown => (text.startsWith('{') ? JSON.parse(text) : text);

/** One writer's loop until endAt; every answer is counted in stats. */
export async function runWriter({ clients, writer, everyone, endAt, stats, isDown }: WriterRun) {
  const others = everyone.filter((w) => w !== writer);
  while (Date.now() < endAt) {
    const action: Action = chooseAction(writer, others);
    for (const [turn, { server, client }] of clients.entries()) {
      const sentAt = Date.now();
      const answer = await client.send(action.method, action.path, {
        token: writer.token,
        headers: { prefer: 'return=minimal' },
        body: action.body,
        keepBody: true,
      });
      stats.requests++;
      if (turn > 0) stats.failovers++;
      const down = isDown(server, sentAt) || isDown(server, Date.now());
      if (answer.status === 0) {
        const refused = answer.error === 'ECONNREFUSED';
        const key = `${refused ? 'refused' : 'cut'} ${down ? 'while down' : 'while up'}`;
        stats.connectionErrors.set(key, (stats.connectionErrors.get(key) ?? 0) + 1);
        // A refused connection sent nothing: the next server may take it. One cut under way
        // may or may not have been written.
        if (refused && turn < clients.length - 1) continue;
        if (!refused) action.onUnknown();
        // Every server is probably down: a short wait rather than a busy loop.
        await sleep(50);
        break;
      }
      stats.byStatus.set(answer.status, (stats.byStatus.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500) {
        const line = `${action.method} ${action.path} ${answer.status} ${answer.text}`;
        if (down) stats.fiveHundredsWhileDown++;
        else stats.fiveHundreds.push(line);
        action.onUnknown();
      } else if (answer.status >= 200 && answer.status < 300)
        action.onAcknowledged(parsed(answer.text));
      else action.onRefused?.(answer.status);
      break;
    }
  }
}
