// Which server each fault-run writer talks to: with FAULT_SERVERS above 1, the writers are spread
// over the servers in turn, and a writer whose own server refuses the connection (it is down)
// sends the same request to the next one, since a refused connection sent nothing.

/** The order in which writer `writer` tries `servers` servers: its own first, then the rest. */
export function serverOrder(writer: number, servers: number): number[] {
  if (!Number.isInteger(servers) || servers < 1)
    throw new RangeError(`There must be at least one server (got ${servers})`);
  const own = writer % servers;
  return Array.from({ length: servers }, (_, step) => (own + step) % servers);
}

/** How many writers call each server their own. */
export function writersPerServer(writers: number, servers: number): number[] {
  const counts = Array.from({ length: servers }, () => 0);
  for (let writer = 0; writer < writers; writer++) counts[serverOrder(writer, servers)[0]!]! += 1;
  return counts;
}
