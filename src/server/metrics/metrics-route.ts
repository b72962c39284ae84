import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format, for a scraper that sends the token as a bearer. Any
 * other request, and every one when metrics are off, gets the server's not-found page (not the
 * web app's), so that nobody without the token learns the path exists. The digests have one
 * length, so the comparison takes one time whatever was sent.
 */
export function serveMetrics(served: { metrics: Metrics; token: string } | undefined) {
  const expected = served && digest(`Bearer ${served.token}`);
  return new Hono().get('/metrics', async (c) => {
    const sent = digest(c.req.header('authorization') ?? '');
    if (!served || !expected || !timingSafeEqual(sent, expected)) return c.notFound();
    const { metrics } = served;
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
    });
  });
}
