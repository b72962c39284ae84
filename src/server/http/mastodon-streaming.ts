import { createNodeWebSocket } from '@hono/node-ws';
import type { IncomingMessage, Server } from 'node:http';
import { Hono } from 'hono';
import type { MastodonStreaming } from '../../backend/mastodon/streaming';

/** A client's messages are subscribe and unsubscribe lines: anything longer is refused. */
const maxMessageBytes = 16 * 1024;

/**
 * Mastodon's streaming API (GET /api/v1/streaming) on the Node host: an upgrade request is
 * admitted by the API's streaming door (mastodon/streaming.ts) and becomes a WebSocket; any
 * other request to the path goes on to the API. Answers the route to mount and what to call with
 * the HTTP server, which hands the upgrades to the app.
 */
export function mastodonStreamingRoute(app: Hono, streaming: MastodonStreaming) {
  const nodeWebSocket = createNodeWebSocket({ app });
  const { upgradeWebSocket, wss } = nodeWebSocket;
  // The server the helper makes has no option for it; ws reads it at each upgrade.
  wss.options.maxPayload = maxMessageBytes;

  const route = new Hono<{ Bindings: { incoming: IncomingMessage } }>();
  route.get('/api/v1/streaming', async (c, next) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return next();
    // Statuses link to the origin the client reached, as the REST door's do (the helper's URL
    // is always http://localhost).
    const origin = `http://${c.req.header('host') ?? 'localhost'}`;
    const admitted = await streaming.admit(c, origin);
    if ('refusal' in admitted) {
      const { status, headers } = admitted.refusal;
      return new Response(null, { status, headers });
    }
    // However the connection ends, before or after the handshake, the stream is counted out.
    c.env.incoming.socket.once('close', admitted.leave);
    return upgradeWebSocket(() => admitted.events)(c, next);
  });
  return { route, injectWebSocket: (server: Server) => nodeWebSocket.injectWebSocket(server) };
}
