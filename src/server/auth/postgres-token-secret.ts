import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { minSecretBytes, secretBytes, type TokenSecret } from './token-secret';

/**
 * The token signing key kept in PostgreSQL's token_key table (migration 0025), for app servers on
 * several machines that share the database but no DATA_DIR. The first start's insert makes the
 * row; every start then reads it back, so that servers starting at once all sign with the one
 * key that won, whoever made it. The schema must be migrated first.
 */
export async function loadOrCreatePostgresTokenSecret(
  databaseUrl: string,
): Promise<Omit<TokenSecret, 'tightened'>> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const made = await client.query(
      'insert into token_key (id, secret) values (1, $1) on conflict (id) do nothing',
      [randomBytes(secretBytes).toString('base64url')],
    );
    const { rows } = await client.query<{ secret: string }>(
      'select secret from token_key where id = 1',
    );
    const secret = Buffer.from(rows[0]!.secret, 'base64url');
    if (secret.byteLength < minSecretBytes)
      throw new Error(
        `token_key holds fewer than ${minSecretBytes} bytes: delete its row to make a new one`,
      );
    return { secret: new Uint8Array(secret), created: made.rowCount === 1 };
  } finally {
    await client.end();
  }
}
