/**
 * A post was created: what the bus carries between the route that wrote it and every open event
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

export interface BusListener {
  created(event: PostCreated): void;
  /**
   * Events may have been lost (the bus's connection to PostgreSQL dropped and came back): streams
   * should end so that their clients reconnect with Last-Event-ID and replay from the store.
   */
  interrupted(): void;
  /** The bus closed (the server is stopping): no more events will come. */
  closed(): void;
}

/**
 * The port the backend publishes new posts through. Publishing never throws and never waits for
 * delivery: the post is committed already, and a lost event is found again by the client's replay.
 */
export interface EventBus {
  publish(event: PostCreated): void;
  /** Answers a function that unsubscribes. After close(), closed() is called at once. */
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}
