import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PasswordHasher } from '@/backend/auth/passwords';
import { guestCredentials } from '@/contract';
import { jobHandlers } from '@/backend/jobs/job-handlers';
import { createScryptHasher, type ScryptCost } from '../auth/scrypt-hasher';
import { openStore } from '../database/open-store';
import { loadWebBuild } from '../http/static-site';
import { startJobWorker } from '../jobs/job-worker';
import { createLogger } from '../logger';
import { createFileMediaStore } from '../media/file-media-store';
import { seedWorld } from '../seed/seed-world';
import { createServerApp, type ServerAppOptions } from '../server-app';

export interface HarnessOptions {
  seed?: boolean;
  /** Whether a (tiny, fake) built web app is there. */
  web?: boolean;
  /** Whether its source map is served (SERVE_SOURCE_MAPS); not unless set. */
  sourceMaps?: boolean;
  /** Cheaper than the host's default unless a test checks the real cost. */
  scryptCost?: ScryptCost;
  /** Wraps the hasher, e.g. to count calls. */
  passwords?: (real: PasswordHasher) => PasswordHasher;
  /**
   * Given to createServerApp. Unless trustProxy is set, the client address is the x-test-client
   * header ('test-client' without one).
   */
  app?: Partial<
    Pick<
      ServerAppOptions,
      | 'trustProxy'
      | 'attemptLimit'
      | 'hashingLimit'
      | 'clientAddress'
      | 'mediaStore'
      | 'pictures'
      | 'writeLimits'
      | 'addressLimits'
      | 'rateLimiter'
      | 'guestAccount'
      | 'media'
      | 'logger'
      | 'metrics'
    >
  >;
}

export const fakeBuild = {
  index:
    '<!doctype html><title>Murmur</title><script type="module" src="/assets/app-1a2b3c.js"></script>',
  script: `console.log(${JSON.stringify('murmur '.repeat(400))});`,
};

/**
 * A stand-in for the build's rendering module (src/web/prerender/index.ts): it says which API
 * call a page's posts come from, as the real one does, and renders what it was given as text.
 */
const fakeRenderer = `
export function firstPageRequest(pathname, search) {
  const sort = new URLSearchParams(search).get('sort');
  if (pathname === '/') return { apiUrl: '/api/feed?limit=20&sort=trending' };
  if (pathname === '/explore') return { apiUrl: '/api/posts?limit=20&sort=' + (sort ?? 'latest') };
  return undefined;
}
export function renderFirstPage(request, answer, viewer) {
  if (viewer === 'broken') throw new Error('cannot render');
  const ids = answer.posts.map((post) => post._id).join(' ');
  return { title: 'Rendered', head: '<link rel="preload" as="image" href="/p.svg">', body: '<p>for ' + viewer + ': ' + ids + '</p>' };
}
export function fillPage(template, page) {
  return template
    .replace('<title>Murmur</title>', '<title>' + page.title + '</title>')
    .replace('</head>', page.head + '</head>')
    .replace('<div id="root"></div>', '<div id="root">' + page.body + '</div>');
}`;

export const fakePageTemplate =
  '<!doctype html><html><head><title>Murmur</title><script src="/boot.js" data-early-feed></script></head><body><div id="root"></div></body></html>';

async function writeFakeBuild(root: string) {
  await mkdir(join(root, 'assets'), { recursive: true });
  await mkdir(join(root, '.vite'), { recursive: true });
  await mkdir(join(root, '.render'), { recursive: true });
  await writeFile(join(root, '.render', 'index.js'), fakeRenderer);
  await writeFile(join(root, '.render', 'page.html'), fakePageTemplate);
  await writeFile(join(root, 'index.html'), fakeBuild.index);
  await writeFile(join(root, 'assets', 'app-1a2b3c.js'), fakeBuild.script);
  await writeFile(join(root, 'assets', 'app-1a2b3c.js.map'), '{"version":3,"sources":[]}');
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, '.vite', 'manifest.json'), '{}');
}

/**
 * The Node host's Hono app over the real store (SQLite in a temporary DATA_DIR), a clock the test
 * moves, and the client address taken from an x-test-client header.
 */
export async function createServerHarness(options: HarnessOptions = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'murmur-server-test-'));
  const webRoot = join(dataDir, 'web');
  if (options.web ?? true) await writeFakeBuild(webRoot);
  const store = await openStore({ dataDir });
  const real = createScryptHasher(options.scryptCost ?? { N: 2 ** 10, r: 8, p: 1 });
  const passwords = options.passwords ? options.passwords(real) : real;
  if (options.seed ?? true) await seedWorld(store, passwords);
  let now = Date.now();
  const tokenSecret = new Uint8Array(32).fill(3);
  const mediaStore = options.app?.mediaStore ?? createFileMediaStore(join(dataDir, 'media'));
  // The process's worker, as npm start runs one: the files a deletion lets go leave through it.
  const jobs = startJobWorker(
    store,
    jobHandlers({ store, media: mediaStore }),
    createLogger('silent'),
    {
      now: () => new Date(now),
    },
  );
  const app = createServerApp({
    store,
    passwords,
    tokenSecret,
    web: await loadWebBuild(webRoot, { sourceMaps: options.sourceMaps ?? false }),
    mediaDir: join(dataDir, 'media'),
    logger: createLogger('silent'),
    ...(options.app?.trustProxy === undefined
      ? { clientAddress: (c) => c.req.header('x-test-client') ?? 'test-client' }
      : {}),
    now: () => new Date(now),
    ...options.app,
    mediaStore,
    onJobQueued: () => jobs.wake(),
  });

  async function call(
    method: string,
    path: string,
    init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = init.token;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path, {
      method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    const json = /json/.test(response.headers.get('content-type') ?? '');
    return {
      status: response.status,
      headers: response.headers,
      text,
      // JSON.parse answers any: each test asserts the shape of the answer it reads.
      body: json && text ? JSON.parse(text) : undefined,
    };
  }

  async function login(username: string = guestCredentials.username, password?: string) {
    const answer = await call('POST', '/api/auth/login', {
      body: { username, password: password ?? guestCredentials.password },
    });
    if (answer.status !== 200) throw new Error(`login answered ${answer.status} ${answer.text}`);
    return answer.body.encodedToken as string;
  }

  /** Signs up an account, makes it an admin as the operator's command would, and logs it in. */
  async function adminToken() {
    const admin = { username: 'the.admin', password: 'admin-long-passphrase' };
    const signup = await call('POST', '/api/auth/signup', {
      body: {
        ...admin,
        firstName: 'The',
        lastName: 'Admin',
        email: 'admin@example.com',
        confirmPassword: admin.password,
      },
    });
    if (signup.status !== 201) throw new Error(`signup answered ${signup.status} ${signup.text}`);
    const user = await store.users.getByUsername(admin.username);
    await store.users.update(user!._id, { role: 'admin' });
    return login(admin.username, admin.password);
  }

  return {
    app,
    store,
    tokenSecret,
    dataDir,
    call,
    login,
    adminToken,
    advance: (ms: number) => void (now += ms),
    /** Waits for the jobs the requests so far queued (a deleted post's files) to have run. */
    jobsDone: () => jobs.settled(),
    async close() {
      await jobs.stop();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ServerHarness = Awaited<ReturnType<typeof createServerHarness>>;
