import type { Server } from 'node:http';

/** How long requests under way may take to finish once the server is told to stop. */
export const shutdownGraceMs = 10_000;

/**
 * Stops accepting connections and waits for the requests under way to finish, at most graceMs;
 * then whatever is still open is cut. Answers whether everything finished in time.
 */
export async function closeServer(server: Server, graceMs = shutdownGraceMs) {
  let forced = false;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // close() ends idle keep-alive connections once; a connection that finishes its request later
  // would otherwise stay open until its keep-alive timeout.
  const sweeper = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => {
    forced = true;
    server.closeAllConnections();
  }, graceMs);
  await closed;
  clearInterval(sweeper);
  clearTimeout(deadline);
  return forced ? ('forced' as const) : ('drained' as const);
}
