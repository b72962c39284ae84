import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/contract';
import { useServerProcesses, type ServerProcess } from '../server-process';

// The server answers many requests (401, 404, 413) before their body has arrived. Closing the
// connection then, with the client's bytes unread, made the kernel reset it, and the client got
// ECONNRESET or EPIPE instead of its answer: the hostile run met it with DELETEs carrying a body.

const { freshDataDir, start } = useServerProcesses();

/** The status the client read whole, or the error it got instead. */
function send(
  server: ServerProcess,
  method: string,
  path: string,
  body: Buffer,
  headers: Record<string, string | number> = {},
) {
  const { hostname, port } = new URL(server.url);
  return new Promise<string>((resolve) => {
    // A fresh connection each, which Node's client asks to be closed after the answer.
    const sent = httpRequest({ hostname, port, path, method, headers, agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(String(answer.statusCode)));
      answer.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    sent.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    sent.end(body);
  });
}

const bytes = (count: number) => Buffer.alloc(count, 'x');

describe('a request answered before its body was read', () => {
  it('gets its whole answer, never a reset, for DELETE and POST', async () => {
    const server = await start(await freshDataDir());
    const deletePath = apiPaths.post('no-such-post');
    const outcomes: string[] = [];
    for (let round = 0; round < 20; round++) {
      outcomes.push(
        // Node's client sends a DELETE's body with neither Content-Length nor chunking: the server
        // sees a DELETE without a body, then bytes it cannot parse as the next request.
        `unframed DELETE ${await send(server, 'DELETE', deletePath, bytes(100_000 + round * 1000))}`,
        `DELETE, bad token ${await send(server, 'DELETE', deletePath, bytes(200_000), {
          'content-length': 200_000,
          authorization: 'Bearer not-a-token',
        })}`,
        `DELETE, 2 MB ${await send(server, 'DELETE', deletePath, bytes(2_000_000), {
          'content-length': 2_000_000,
        })}`,
        `POST, 2 MB ${await send(server, 'POST', apiPaths.posts(), bytes(2_000_000), {
          'content-length': 2_000_000,
          'content-type': 'application/json',
        })}`,
      );
    }
    const tally = Object.fromEntries(
      [...new Set(outcomes)].map((kind) => [kind, outcomes.filter((o) => o === kind).length]),
    );
    expect(tally).toEqual({
      'unframed DELETE 400': 20,
      'DELETE, bad token 401': 20,
      'DELETE, 2 MB 413': 20,
      'POST, 2 MB 413': 20,
    });
  }, 120_000);
});
