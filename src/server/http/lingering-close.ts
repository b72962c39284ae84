import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a closing connection keeps reading what the client still sends. */
export const lingerMs = 5_000;

const lingering = new WeakSet<Socket>();

/**
 * Closing a socket while the client's bytes are still unread makes the kernel answer with a
 * reset, and a reset can wipe the answer the client has not read yet: the client sees
 * ECONNRESET or EPIPE instead of the 401, 404 or 413 it was sent. That happens whenever the
 * server answers before the body has arrived and then closes: after a request with
 * "Connection: close", when the Node adaptor gives up draining a body (500 ms or 64 MB), and
 * after a request it cannot parse (a body sent without Content-Length, whose bytes then read as
 * the next request). Like nginx's lingering close, the socket ends its writing side once the
 * answer is out and goes on reading, and discarding, until the client closes or lingerMs pass.
 */
function lingerBeforeClosing(socket: Socket) {
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    if (socket.readableEnded || socket.destroyed) return destroySoon();
    if (lingering.has(socket)) return;
    lingering.add(socket);
    socket.end();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', () => socket.destroy());
    // Unless Node's HTTP parser reads the socket itself, the bytes come here and are dropped.
    socket.on('data', () => {});
    socket.resume();
  };
}

const statusLines: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * Node's own answer to a request it cannot parse (400, or 408, 413, 431 as Node chooses), but
 * closed with the linger above instead of at once. Nothing is written when an answer to an
 * earlier request on the connection has begun: the bytes would corrupt it.
 */
function answerUnparsable(error: NodeJS.ErrnoException, socket: Socket) {
  if (lingering.has(socket)) return;
  // A reset or a broken pipe: there is no one left to answer.
  if (!socket.writable) return void socket.destroy();
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (!inFlight?.headersSent) {
    const status = statusLines[error.code ?? ''] ?? '400 Bad Request';
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
  socket.destroySoon();
}

/** Every connection of the server closes with a linger (above). */
export function closeConnectionsGently(server: Server) {
  server.on('connection', lingerBeforeClosing);
  server.on('clientError', answerUnparsable);
}
