import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { createTokenService } from '@/backend/auth/tokens';
import type { HostileRequest, TokenKind } from '@/backend/testing/fuzz-world';
import { apiPaths, guestCredentials } from '@/contract';
import { secretFileName } from '@/server/auth/token-secret';
import { request, type ServerProcess } from '../server-process';

/** What a hostile request got: an answer's status, or a reason it was never sent or answered. */
export type Outcome =
  | { kind: 'answered'; status: number; text: string }
  | { kind: 'unsendable'; reason: string }
  | { kind: 'failed'; reason: string };

/**
 * Sends the request over node:http with its path exactly as generated (fetch would resolve dot
 * segments and re-encode first). An event stream counts as answered once its head arrives.
 */
export function sendRaw(
  server: ServerProcess,
  hostile: HostileRequest,
  authorization: string | undefined,
): Promise<Outcome> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    let sent: ReturnType<typeof httpRequest> | undefined;
    try {
      const headers: Record<string, string> = { ...hostile.headers };
      if (authorization !== undefined) headers.authorization = authorization;
      const hasBody = hostile.body !== undefined && hostile.method !== 'GET';
      // A made-up content-length would leave the server waiting for bytes that never come.
      delete headers['content-length'];
      // Node's client frames no body of a DELETE or OPTIONS: the server then reads a request
      // without one, and the body as a broken next request (answered 400). Half of them are
      // framed, so that those bodies reach the routes too.
      if (hasBody && Buffer.byteLength(hostile.body!) % 2 === 0)
        headers['content-length'] = String(Buffer.byteLength(hostile.body!));
      sent = httpRequest(
        // A fresh connection each: no race with the server closing an idle kept-alive one.
        {
          hostname,
          port,
          path: hostile.path,
          method: hostile.method,
          headers,
          timeout: 60_000,
          agent: false,
        },
        (response) => {
          const status = response.statusCode ?? 0;
          if (/event-stream/.test(response.headers['content-type'] ?? '')) {
            response.destroy();
            resolve({ kind: 'answered', status, text: '' });
            return;
          }
          let text = '';
          response.on('data', (chunk: Buffer) => {
            if (text.length < 2000) text += chunk.toString();
          });
          response.on('end', () => resolve({ kind: 'answered', status, text }));
          response.on('error', (error) => resolve({ kind: 'failed', reason: error.message }));
        },
      );
      sent.on('timeout', () => sent?.destroy(new Error('no answer in 60 s')));
      sent.on('error', (error) => resolve({ kind: 'failed', reason: error.message }));
      if (hasBody) sent.end(hostile.body);
      else sent.end();
    } catch (error) {
      // Node's client refuses some paths and header values outright: nothing reached the server.
      resolve({ kind: 'unsendable', reason: (error as Error).message });
    }
  });
}

/** The server's resident memory in bytes, from /proc (Linux). */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kib ?? 0) * 1024;
}

const password = 'hostile-run-password';

async function login(server: ServerProcess, body: object) {
  const answer = await request(server, 'POST', apiPaths.login(), { body });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
  return answer.body.encodedToken as string;
}

/**
 * Tokens of every kind the fuzz arbitraries name, for the process: live ones of the guest and of
 * a second account, a logged-out one, and forgeries signed with the server's own key. `spares`
 * are extra live guest sessions that a generated logout may end.
 */
export async function processTokens(server: ServerProcess, dataDir: string, spares: number) {
  const signup = await request(server, 'POST', apiPaths.signup(), {
    body: {
      firstName: 'Maya',
      lastName: 'Stand-in',
      username: 'hostile.maya',
      email: 'hostile.maya@example.com',
      password,
      confirmPassword: password,
    },
  });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  const guest = await login(server, guestCredentials);
  const revoked = await login(server, guestCredentials);
  await request(server, 'POST', apiPaths.logout(), { token: revoked });
  const spareTokens: string[] = [];
  for (let i = 0; i < spares; i++) spareTokens.push(await login(server, guestCredentials));

  const key = Buffer.from(
    (await readFile(join(dataDir, secretFileName), 'utf8')).trim(),
    'base64url',
  );
  const signer = createTokenService(key);
  const now = new Date();
  const inAWeek = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
  const guestClaims = { _id: '8', username: 'guest', sessionId: 'no-such-session' };
  const [header = '', payload = '', signature = ''] = guest.split('.');
  const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  const tokens: Record<TokenKind, string> = {
    guest,
    maya: signup.body.encodedToken as string,
    revoked,
    expired: await signer.sign(guestClaims, new Date(now.getTime() - 1000), new Date(0)),
    ghostUser: await signer.sign(
      { _id: 'ghost-user', username: 'ghost', sessionId: 'ghost-session' },
      inAWeek,
      now,
    ),
    unknownSession: await signer.sign(guestClaims, inAWeek, now),
    foreignSecret: await createTokenService(new Uint8Array(32).fill(9)).sign(
      guestClaims,
      inAWeek,
      now,
    ),
    algNone: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
    tampered: `${header}.${payload}.${flipped}`,
  };
  return { tokens, spareTokens };
}
