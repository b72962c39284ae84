import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/contract';
import { useServerProcesses } from '../server-process';

const { freshDataDir, start } = useServerProcesses();
const token = 'process-scrape-token-42';

describe('the server process with METRICS_TOKEN', () => {
  it('serves /metrics to its bearer with the histograms of the requests it answered', async () => {
    const server = await start(await freshDataDir(), { METRICS_TOKEN: token });
    for (const path of [apiPaths.healthReady(), apiPaths.posts(), apiPaths.posts()])
      expect((await fetch(server.url + path)).status).toBe(200);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const scrape = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toContain(
      'murmur_http_request_duration_seconds_count{method="GET",row="posts",status="200"} 2',
    );
    expect(text).toContain(
      'murmur_http_request_duration_seconds_count{method="GET",row="healthReady",status="200"} 1',
    );
    expect(text).toMatch(/^murmur_db_query_duration_seconds_count [1-9]\d*$/m);
    expect(text).toMatch(/^murmur_nodejs_eventloop_lag_seconds \d/m);
  });
});
