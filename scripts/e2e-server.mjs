// The Node host the e2e tests drive: the current builds, a fresh temporary DATA_DIR each run
// (seeded with the sample data), removed again when Playwright stops the server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild, ensureWebBuild, serverEntry } from './build-steps.mjs';
import { generousAddressLimits, generousWriteLimits } from './generous-limits.mjs';

ensureWebBuild({ outDir: 'dist', backend: 'server' });
ensureServerBuild();

const dataDir = mkdtempSync(join(tmpdir(), 'murmur-e2e-'));
// Where the operator's command (npm run admin) finds this run's database: specs that need a
// moderator give one a role as an operator would, while the server runs.
const dataDirNote = join(tmpdir(), `murmur-e2e-${process.env.PORT ?? '4174'}.datadir`);
writeFileSync(dataDirNote, dataDir);
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirNote, { force: true });
});
const port = process.env.PORT ?? '4174';
Object.assign(process.env, {
  DATA_DIR: dataDir,
  // Mail goes to the SMTP server that e2e/mail.spec.ts runs 1000 ports up (e2e/support/mail.ts);
  // while no spec listens there, the sender retries in the background and nothing waits for it.
  SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${Number(port) + 1000}`,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
  HOST: '127.0.0.1',
  PORT: port,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every spec logs in from 127.0.0.1, many times a minute: the per-address cap would refuse them.
  AUTH_ATTEMPTS_PER_MINUTE: '100000',
  ...generousWriteLimits,
  ...generousAddressLimits,
});
await import(`../${serverEntry}`);
