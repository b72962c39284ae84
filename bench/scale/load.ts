// One scenario of the scale bench: a warm-up, then requests from `concurrency` workers until the
// time or the count runs out, timed one by one, with the server's CPU time over the run.
import { sessionCookieName } from '@/contract';
import { describeAnswer, isOk, type Answer, type HttpClient } from '../support/http';
import { cpuTicksOf, msPerTick } from '../support/process-stats';
import { percentile } from '../support/stats';
import type { WorldFacts } from './facts';
import type { Scenario } from './scenarios';

export interface LoadSettings {
  concurrency: number;
  seconds: number;
  maxRequests: number;
  warmupSeconds: number;
  warmupMaxRequests: number;
}

export interface Measured {
  count: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  maxBytes: number;
  /** Answers that were not 2xx, by status (0: none came). */
  errors: Map<number, number>;
  /** The first of those, in a line. */
  sample: string;
  /** A write scenario stopped early for want of fresh targets. */
  exhausted: boolean;
  /** This process's CPU over the run, in % of one core: the load generator's own cost. */
  clientCpu: number;
}

export type ScenarioResult =
  | ({ name: string; skipped?: undefined; serverCpuPerRequest: number } & Measured)
  | { name: string; skipped: string };

export interface Target {
  client: HttpClient;
  /** The server's pid, for its CPU time. */
  pid: number;
  token: string;
}

/** For `page: n`, the path of page n, following nextCursor; or what stopped it. */
async function pagePath(target: Target, path: string, page: number) {
  let url = path;
  for (let at = 1; at < page; at++) {
    const answer = await target.client.send('GET', url, { token: target.token, keepBody: true });
    if (answer.status !== 200) return { problem: `page ${at}: ${describeAnswer(answer)}` };
    const { nextCursor } = JSON.parse(answer.text) as { nextCursor?: string | null };
    if (!nextCursor) return { problem: `only ${at} pages` };
    url = `${path}&cursor=${encodeURIComponent(nextCursor)}`;
  }
  return { url };
}

/** Warm-up (warmupFactor times the usual), then the measured run: the scenario's result. */
export async function runScenario(
  target: Target,
  scenario: Scenario,
  targets: WorldFacts['targets'],
  settings: LoadSettings,
  warmupFactor: number,
): Promise<ScenarioResult> {
  let path = scenario.path;
  if (scenario.page && typeof path === 'string') {
    const { url, problem } = await pagePath(target, path, scenario.page);
    if (problem !== undefined) return { name: scenario.name, skipped: `setup failed (${problem})` };
    path = url;
  }
  const pool = scenario.targets ? targets[scenario.targets] : undefined;
  let taken = 0;
  let numbered = 0;
  const request = (): Promise<Answer> | undefined => {
    const next = pool ? pool[taken++] : undefined;
    if (pool && next === undefined) return undefined; // out of fresh targets
    const i = numbered++;
    const cookie = `${sessionCookieName}=${encodeURIComponent(target.token)}`;
    return target.client.send(
      scenario.method ?? 'GET',
      typeof path === 'function' ? path(next ?? '') : (path ?? '/'),
      {
        ...(scenario.auth ? { token: target.token } : {}),
        headers: scenario.cookie ? { ...scenario.headers, cookie } : (scenario.headers ?? {}),
        body: scenario.body?.(i),
      },
    );
  };
  const { concurrency } = settings;
  await load(request, concurrency, settings.warmupSeconds * warmupFactor, {
    maxRequests: settings.warmupMaxRequests * warmupFactor,
  });
  const cpuBefore = cpuTicksOf(target.pid);
  const result = await load(request, concurrency, settings.seconds, settings);
  const serverCpuMs = (cpuTicksOf(target.pid) - cpuBefore) * msPerTick;
  return { name: scenario.name, ...result, serverCpuPerRequest: serverCpuMs / result.count };
}

/** `concurrency` workers send request() until the time or the count runs out. */
async function load(
  request: () => Promise<Answer> | undefined,
  concurrency: number,
  seconds: number,
  { maxRequests }: { maxRequests: number },
): Promise<Measured> {
  const latencies: number[] = [];
  const errors = new Map<number, number>();
  let maxBytes = 0;
  let issued = 0;
  let sample = '';
  let exhausted = false;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (issued < maxRequests && performance.now() < deadline) {
      issued++;
      const t0 = performance.now();
      const pending = request();
      if (!pending) {
        exhausted = true;
        return;
      }
      const answer = await pending;
      latencies.push(performance.now() - t0);
      maxBytes = Math.max(maxBytes, answer.bytes);
      if (!isOk(answer)) {
        errors.set(answer.status, (errors.get(answer.status) ?? 0) + 1);
        sample ||= describeAnswer(answer);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    rate: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    maxBytes,
    errors,
    sample,
    exhausted,
    clientCpu: (cpu.user + cpu.system) / 1e4 / elapsed,
  };
}
