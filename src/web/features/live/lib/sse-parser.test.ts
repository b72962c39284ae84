import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

function parse(...chunks: string[]) {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.push(chunk);
  return { messages, parser };
}

describe('createSseParser', () => {
  it('reads events split anywhere across chunks, skipping replies', () => {
    const { messages, parser } = parse(
      'retry: 3000\n\n: heartbeat\n\nevent: po',
      'st\ndata: {"a":1}\nid: 17-p1\n\nda',
      'ta: two\ndata: lines\r',
      '\n\r\n',
    );
    expect(messages).toEqual([
      { event: 'post', data: '{"a":1}' },
      { event: 'message', data: 'two\nlines' },
    ]);
    expect(parser.lastEventId).toBe('17-p1');
    expect(parser.retryMs).toBe(3000);
  });

  it('takes the id of a block without data, as EventSource does', () => {
    const { messages, parser } = parse('id: 5-\n\n');
    expect(messages).toEqual([]);
    expect(parser.lastEventId).toBe('5-');
  });

  it('commits an id only when its event is dispatched, not when the line is read', () => {
    const { messages, parser } = parse('id: 5-\n\n', 'event: post\nid: 9-p2\ndata: half');
    // The connection may drop here: reconnecting from 9-p2 would skip the half-read event.
    expect(parser.lastEventId).toBe('5-');
    parser.push('\n\n');
    expect(messages).toEqual([{ event: 'post', data: 'half' }]);
    expect(parser.lastEventId).toBe('9-p2');
  });

  it('waits for the blank line before it dispatches', () => {
    const { messages } = parse('event: post\ndata: x\n');
    expect(messages).toEqual([]);
  });
});
