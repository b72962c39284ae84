// What the primary process and its workers say to each other over node:cluster's IPC channel.
import type { AccountsEnded, NotificationsChanged, PostCreated } from '@/backend/events/event-bus';
import type { RateLimitVerdict } from '@/backend/limits/rate-limiter';

/** A worker asks the primary, which holds the one set of counts, to count or forget a request. */
export type LimitRequest = { murmur: 'limit'; id: number; key: string; windowMs: number } & (
  { op: 'hit'; limit: number } | { op: 'takeBack' | 'clear' }
);

/**
 * The primary's answer to the LimitRequest of this id: a verdict for a hit, nothing otherwise, or
 * why the check failed.
 */
export interface LimitAnswer {
  murmur: 'limit-answer';
  id: number;
  verdict?: RateLimitVerdict;
  failed?: string;
}

/**
 * A worker asks the primary, which holds the one count of open event streams per address key, to
 * count a stream in under a cap (answered) or out (not answered: the channel keeps the order).
 */
export type StreamClaimRequest = { murmur: 'stream-claim'; key: string } & (
  { op: 'take'; id: number; cap: number } | { op: 'release' }
);

/** The primary's answer to the take of this id: whether the stream was counted in. */
export interface StreamClaimAnswer {
  murmur: 'stream-claim-answer';
  id: number;
  taken: boolean;
}

/** An event of the bus, from the worker whose route published it to every other worker. */
export type BusMessage =
  | { murmur: 'post-created'; event: PostCreated }
  | { murmur: 'notifications-changed'; change: NotificationsChanged }
  | { murmur: 'accounts-ended'; ended: AccountsEnded };

/** A worker's server listens (its address is the cluster's, shared by every worker). */
export interface ListeningMessage {
  murmur: 'listening';
  url: string;
}

export type WorkerMessage = LimitRequest | StreamClaimRequest | BusMessage | ListeningMessage;
export type PrimaryMessage = LimitAnswer | StreamClaimAnswer | BusMessage;

const busKinds = ['post-created', 'notifications-changed', 'accounts-ended'];
const workerKinds = new Set(['limit', 'stream-claim', 'listening', ...busKinds]);
const primaryKinds = new Set(['limit-answer', 'stream-claim-answer', ...busKinds]);

const kindOf = (message: unknown) =>
  typeof message === 'object' && message !== null && 'murmur' in message
    ? message.murmur
    : undefined;

/** node:cluster carries other messages on the same channel: only ours are taken. */
export const isWorkerMessage = (message: unknown): message is WorkerMessage =>
  workerKinds.has(kindOf(message) as string);

export const isPrimaryMessage = (message: unknown): message is PrimaryMessage =>
  primaryKinds.has(kindOf(message) as string);

/** One end of a channel: a worker's to the primary, or the primary's to one worker. */
export interface Channel<Out, In> {
  /** Never throws: a channel that closed (its process is going) drops the message. */
  send(message: Out): void;
  /** Answers a function that stops listening. */
  listen(listener: (message: In) => void): () => void;
}

export type ToPrimary = Channel<WorkerMessage, PrimaryMessage>;
export type ToWorker = Channel<PrimaryMessage, WorkerMessage>;

/** Where a cluster worker stands: its slot (0 runs the periodic jobs) and its primary. */
export interface WorkerPlace {
  slot: number;
  primary: ToPrimary;
}
