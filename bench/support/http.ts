// Requests to a benchmark's server over loopback, on keep-alive connections (node:http, not
// fetch: a load generator's own cost per request is lower, and bench/scale measures it).
import http from 'node:http';

export interface Answer {
  /** The HTTP status, or 0 when no answer came (refused, cut, timed out). */
  status: number;
  /** The body's size in bytes. */
  bytes: number;
  /** The body, when asked for (keepBody) or when the status is not 2xx; else ''. */
  text: string;
  /** For status 0, the network error's code (ECONNREFUSED: nothing was sent), or 'timeout'. */
  error?: string;
}

export interface RequestOptions {
  token?: string;
  headers?: Readonly<Record<string, string>>;
  body?: unknown;
  keepBody?: boolean;
}

export const isOk = (answer: Answer) => answer.status >= 200 && answer.status < 300;

const brief = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);

/** An answer in a line: "404 {...}" or "no answer (ECONNREFUSED: ...)". */
export const describeAnswer = (answer: Answer) =>
  answer.status === 0
    ? `no answer (${answer.error ?? 'error'}: ${brief(answer.text)})`
    : `${answer.status} ${brief(answer.text)}`;

export class HttpClient {
  private readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;

  /** `sockets`: the most connections at once (a benchmark's concurrency). */
  constructor(
    baseUrl: string,
    private readonly options: { sockets?: number; timeoutMs?: number } = {},
  ) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: options.sockets ?? 8 });
  }

  /** One request; resolves (never rejects) with its answer, status 0 when none came. */
  send(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const { token, headers = {}, body, keepBody = false } = options;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    return new Promise((done) => {
      const request = http.request(
        {
          agent: this.agent,
          host: this.host,
          port: this.port,
          method,
          path,
          timeout: timeoutMs,
          headers: {
            ...headers,
            ...(token ? { authorization: token } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const keep = keepBody || status < 200 || status >= 300;
          const chunks: Buffer[] = [];
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (keep) chunks.push(chunk);
          });
          response.on('end', () => done({ status, bytes, text: Buffer.concat(chunks).toString() }));
          response.on('error', (error: NodeJS.ErrnoException) =>
            done({ status: 0, bytes, text: error.message, error: error.code ?? 'cut' }),
          );
        },
      );
      request.on('timeout', () => {
        const error: NodeJS.ErrnoException = new Error(`timeout after ${timeoutMs} ms`);
        error.code = 'timeout';
        request.destroy(error);
      });
      request.on('error', (error: NodeJS.ErrnoException) =>
        done({ status: 0, bytes: 0, text: error.message, error: error.code ?? 'error' }),
      );
      request.end(payload);
    });
  }

  /** A request whose 2xx JSON answer is returned; anything else throws, saying what came. */
  async json(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
    const answer = await this.send(method, path, { ...options, keepBody: true });
    if (!isOk(answer)) throw new Error(`${method} ${path}: ${describeAnswer(answer)}`);
    return JSON.parse(answer.text) as unknown;
  }

  close(): void {
    this.agent.destroy();
  }
}
