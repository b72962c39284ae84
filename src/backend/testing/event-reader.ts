/** One event of a text/event-stream as a test sees it. */
export interface ReadEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Reads a server-sent event stream (an answer of app.request or fetch) block by block: next()
 * answers the next event with data, or rejects after timeoutMs; lastId is the latest `id:` seen,
 * even on a block without data (what a browser would send back as Last-Event-ID).
 */
export function readEvents(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let lastId: string | undefined;
  // A read that outlived a timeout is kept for the next call, so that no chunk is dropped.
  let pending: Promise<ReadableStreamReadResult<string>> | undefined;

  function takeBlock(): ReadEvent | undefined {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end < 0) return undefined;
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = {
        event: 'message',
        data: [] as string[],
        id: undefined as string | undefined,
      };
      for (const line of block.split('\n')) {
        const [name, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (name === 'event') fields.event = value;
        if (name === 'data') fields.data.push(value);
        if (name === 'id') fields.id = lastId = value;
      }
      if (fields.data.length > 0)
        return {
          event: fields.event,
          data: fields.data.join('\n'),
          ...(fields.id ? { id: fields.id } : {}),
        };
    }
  }

  async function next(timeoutMs = 2_000): Promise<ReadEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = takeBlock();
      if (event) return event;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('No event came in time');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('No event came in time')), left);
      });
      pending ??= reader.read();
      const chunk = await Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
      pending = undefined;
      if (chunk.done) throw new Error('The stream ended');
      buffer += chunk.value;
    }
  }

  /** Reads until the server ends the stream; rejects if it stays open past timeoutMs. */
  async function ended(timeoutMs = 2_000): Promise<void> {
    await next(timeoutMs).then(
      (event) => Promise.reject(new Error(`Expected the end, got ${event.event}`)),
      (error: Error) => (error.message === 'The stream ended' ? undefined : Promise.reject(error)),
    );
  }

  return {
    next,
    ended,
    /** Whether no event with data comes within ms. */
    async quiet(ms = 200): Promise<boolean> {
      return next(ms).then(
        () => false,
        () => true,
      );
    },
    get lastId() {
      return lastId;
    },
    cancel: () => reader.cancel(),
  };
}
