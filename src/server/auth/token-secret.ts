import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const secretFileName = 'jwt-secret';
export const secretBytes = 48;
/** The shortest token key accepted, from JWT_SECRET or the file. */
export const minSecretBytes = 32;

export interface TokenSecret {
  secret: Uint8Array;
  /** Whether this start generated it (the first start with this DATA_DIR). */
  created: boolean;
  /** Set when the file was readable by others and has been narrowed to 0600. */
  tightened: boolean;
}

const isErrorCode = (error: unknown, code: string) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === code;

/**
 * The token signing key kept in DATA_DIR/jwt-secret (base64url, mode 0600), made on the first
 * start and reused afterwards, so that logins survive a restart. It is written to a temporary
 * file and linked into place, so that two servers starting at once agree on one complete key.
 */
export async function loadOrCreateTokenSecret(dataDir: string): Promise<TokenSecret> {
  const path = join(dataDir, secretFileName);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let created = false;
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(secretBytes).toString('base64url')}\n`, {
    mode: 0o600,
  });
  try {
    await link(temporary, path);
    created = true;
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error;
  } finally {
    await unlink(temporary);
  }

  const secret = Buffer.from((await readFile(path, 'utf8')).trim(), 'base64url');
  if (secret.byteLength < minSecretBytes)
    throw new Error(
      `${path} holds fewer than ${minSecretBytes} bytes: delete it to make a new one`,
    );
  const tightened = ((await stat(path)).mode & 0o077) !== 0;
  if (tightened) await chmod(path, 0o600);
  return { secret: new Uint8Array(secret), created, tightened };
}
