/**
 * A post was created: what the bus carries between the write that made it and every open event
 * stream, in this process or (on PostgreSQL) in any process of the deployment. Small and bounded,
 * as PostgreSQL's NOTIFY takes at most 8000 bytes.
 */
export interface PostCreated {
  postId: string;
  /** Who wrote it: the streams ask the store whether their viewer follows this id. */
  authorId: string;
  username: string;
  createdAt: string;
}

/**
 * These users' notification lines changed (one was added, undone or read): the streams of each
 * that are open anywhere send the new unread count. Ids only, so that the process holding a
 * stream counts once, at delivery.
 */
export interface NotificationsChanged {
  userIds: string[];
}

/**
 * These accounts were suspended (or their sessions revoked): their open streams end in every
 * process at once rather than at their next heartbeat. So do the streams of the sessions named
 * alone (a logout), while the account's other sessions' streams go on.
 */
export interface AccountsEnded {
  endedUserIds: string[];
  endedSessionIds?: string[];
}

export interface BusListener {
  created(event: PostCreated): void;
  notificationsChanged(change: NotificationsChanged): void;
  accountsEnded(ended: AccountsEnded): void;
  /**
   * Events may have been lost (the bus's connection to PostgreSQL dropped and came back): streams
   * should end so that their clients reconnect with Last-Event-ID and replay from the store.
   */
  interrupted(): void;
  /** The bus closed (the server is stopping): no more events will come. */
  closed(): void;
}

/**
 * The port the backend publishes new posts and notification changes through. Publishing never throws and never waits for
 * delivery: the post is committed already, and a lost event is found again by the client's replay.
 */
export interface EventBus {
  publish(event: PostCreated): void;
  /** Like publish, for notifications: never throws, never waits (a reconnect reads the count). */
  announce(change: NotificationsChanged): void;
  /** Like announce, for suspended accounts: their streams end wherever they are open. */
  endStreams(ended: AccountsEnded): void;
  /** Answers a function that unsubscribes. After close(), closed() is called at once. */
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}
