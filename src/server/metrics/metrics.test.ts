import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages } from '@/contract';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';
import { createMetrics } from './metrics';

const token = 'scrape-token-0123456789';
const bearer = { authorization: `Bearer ${token}` };

let harness: ServerHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function start(withMetrics = true) {
  harness = await createServerHarness({
    app: withMetrics ? { metrics: { metrics: createMetrics(), token } } : {},
  });
  return harness;
}

describe('GET /metrics', () => {
  it('answers the bearer of the token with the request histograms by endpoint row', async () => {
    const { call, login } = await start();
    const guest = await login();
    await call('GET', '/api/feed?limit=2', { token: `Bearer ${guest}` });
    await call('GET', '/api/posts/no-such-post');
    await call('GET', '/api/no/such/route');
    const scrape = await call('GET', '/metrics', { headers: bearer });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(scrape.text).toMatch(
      /murmur_http_request_duration_seconds_bucket\{le="0\.1",method="GET",row="feed",status="200"\} 1/,
    );
    expect(scrape.text).toContain(
      'murmur_http_request_duration_seconds_count{method="POST",row="login",status="200"} 1',
    );
    expect(scrape.text).toContain(
      'murmur_http_request_duration_seconds_count{method="GET",row="post",status="404"} 1',
    );
    expect(scrape.text).toContain(
      'murmur_http_request_duration_seconds_count{method="GET",row="other",status="404"} 1',
    );
    // Node's own, the database's and the app's gauges.
    expect(scrape.text).toMatch(/^murmur_nodejs_eventloop_lag_seconds \d/m);
    expect(scrape.text).toMatch(/^murmur_nodejs_heap_size_used_bytes \d/m);
    expect(scrape.text).toMatch(/^murmur_db_query_duration_seconds_count \d/m);
    expect(scrape.text).toContain('murmur_event_streams_open 0');
    expect(scrape.text).toContain('murmur_mail_queue_depth 0');
  });

  it('labels each request with the row that routed it, as its log line does', async () => {
    const { call, login } = await start();
    const guest = await login();
    await call('GET', '/api/users/bookmark', { token: `Bearer ${guest}` });
    await call('GET', '/api/users/bookmark');
    await call('GET', '/api/users/no.such.person');
    await call('GET', '/api/feed/', { token: `Bearer ${guest}` });
    await call('PATCH', '/api/feed', { token: `Bearer ${guest}` });
    const scrape = await call('GET', '/metrics', { headers: bearer });
    const count = (labels: string) =>
      new RegExp(`murmur_http_request_duration_seconds_count\\{${labels}\\} (\\d+)`).exec(
        scrape.text,
      )?.[1];
    // The fixed row before the one with a parameter, and a guard's refusal under its row.
    expect(count('method="GET",row="bookmarks",status="200"')).toBe('1');
    expect(count('method="GET",row="bookmarks",status="401"')).toBe('1');
    expect(count('method="GET",row="user",status="404"')).toBe('1');
    // Either form of a trailing slash; a method no row has is the fixed "other".
    expect(count('method="GET",row="feed",status="200"')).toBe('1');
    expect(count('method="PATCH",row="other",status="404"')).toBe('1');
  });

  it('counts 429 refusals by their code', async () => {
    const { call } = await start();
    const attempt = () =>
      call('POST', '/api/auth/login', { body: { username: 'guest', password: 'wrong-password' } });
    let refused = 0;
    for (let i = 0; i < 40 && refused === 0; i++) if ((await attempt()).status === 429) refused++;
    expect(refused).toBe(1);
    const scrape = await call('GET', '/metrics', { headers: bearer });
    expect(scrape.text).toMatch(/murmur_rate_limit_refusals_total\{code="too_many_\w+"\} 1/);
  });

  it('answers a missing or wrong token 404, as it answers without METRICS_TOKEN', async () => {
    const { call } = await start();
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${token}x` },
      { authorization: token },
    ];
    for (const headers of wrong) {
      const answer = await call('GET', '/metrics', { headers });
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(serverMessages.pageNotFound);
    }
    await harness?.close();
    const { call: callPlain } = await start(false);
    const answer = await callPlain('GET', '/metrics', { headers: bearer });
    expect(answer.status).toBe(404);
    expect(answer.text).toBe(serverMessages.pageNotFound);
  });
});
