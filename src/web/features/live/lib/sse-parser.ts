/** One dispatched server-sent event. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Reads text/event-stream text as it arrives, as the HTML standard's EventSource does: events
 * end at a blank line, `retry:` sets the reconnection delay, and comment lines (heartbeats) are
 * skipped. An `id:` becomes the last event id only when its block ends (even a block without
 * data: the server's starting point), so a connection cut mid-event never reports, as a
 * Last-Event-ID, an event that was not received whole: the reconnect replays it.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let lastEventId: string | undefined;
  // The standard's "last event ID buffer": kept across blocks, committed when one ends.
  let pendingId: string | undefined;
  let retryMs: number | undefined;

  function field(line: string) {
    const colon = line.indexOf(':');
    if (colon === 0) return;
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'event') event = value;
    else if (name === 'data') data.push(value);
    else if (name === 'id' && !value.includes('\0')) pendingId = value;
    else if (name === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  }

  function dispatch() {
    lastEventId = pendingId;
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  }

  return {
    push(text: string) {
      buffer += text;
      // A CR at the very end may be the first half of a CRLF: it waits for the next chunk.
      const held = buffer.endsWith('\r') ? '\r' : '';
      const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + held;
      for (const line of lines) {
        if (line === '') dispatch();
        else field(line);
      }
    },
    get lastEventId() {
      return lastEventId;
    },
    get retryMs() {
      return retryMs;
    },
  };
}
