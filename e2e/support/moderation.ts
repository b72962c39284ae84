import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Gives a person a role with the operator's command, against the e2e server's own database while
 * it runs (scripts/e2e-server.mjs says where it is).
 */
export function setRoleAsOperator(username: string, role: 'user' | 'moderator' | 'admin') {
  const port = process.env.E2E_SERVER_PORT ?? '4174';
  const dataDir = readFileSync(join(tmpdir(), `murmur-e2e-${port}.datadir`), 'utf8');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/admin/main.ts', 'role', username, role],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'pipe' },
  );
}
