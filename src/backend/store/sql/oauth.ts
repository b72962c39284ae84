import type { Kysely, Selectable } from 'kysely';
import type { OAuthAppRow, OAuthCodeRow, OAuthTokenRow, StoreTx } from '../port';
import type { SqlDialect } from './dialect';
import type { Database, OAuthAppsTable, OAuthCodesTable, OAuthTokensTable } from './schema';
import { userQueries } from './users';

const scopesOf = (text: string) => text.split(' ').filter(Boolean);

const appOf = (row: Selectable<OAuthAppsTable>): OAuthAppRow => ({
  _id: row.id,
  clientId: row.client_id,
  secretHash: row.secret_hash,
  name: row.name,
  website: row.website,
  redirectUris: row.redirect_uris.split('\n'),
  scopes: scopesOf(row.scopes),
  createdAt: row.created_at,
});

const codeOf = (row: Selectable<OAuthCodesTable>): OAuthCodeRow => ({
  hash: row.hash,
  appId: row.app_id,
  userId: row.user_id,
  redirectUri: row.redirect_uri,
  scopes: scopesOf(row.scopes),
  challenge: row.challenge,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
});

const tokenOf = (row: Selectable<OAuthTokensTable>): OAuthTokenRow => ({
  _id: row.id,
  hash: row.hash,
  appId: row.app_id,
  userId: row.user_id,
  scopes: scopesOf(row.scopes),
  codeHash: row.code_hash,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
});

export function oauthQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['oauth'] {
  const users = userQueries(db, dialect);
  const appById = async (id: string) => {
    const row = await db
      .selectFrom('oauth_apps')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && appOf(row);
  };
  const liveTokensOf = (userId: string) =>
    db
      .selectFrom('oauth_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
  return {
    insertApp: async (row) => {
      await db
        .insertInto('oauth_apps')
        .values({
          id: row._id,
          client_id: row.clientId,
          secret_hash: row.secretHash,
          name: row.name,
          website: row.website,
          redirect_uris: row.redirectUris.join('\n'),
          scopes: row.scopes.join(' '),
          created_at: row.createdAt,
        })
        .execute();
    },
    appByClientId: async (clientId) => {
      const row = await db
        .selectFrom('oauth_apps')
        .selectAll()
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row && appOf(row);
    },
    insertCode: async (row) => {
      await db
        .insertInto('oauth_codes')
        .values({
          hash: row.hash,
          app_id: row.appId,
          user_id: row.userId,
          redirect_uri: row.redirectUri,
          scopes: row.scopes.join(' '),
          challenge: row.challenge,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          used_at: row.usedAt,
        })
        .execute();
    },
    getCode: async (hash) => {
      const row = await db
        .selectFrom('oauth_codes')
        .selectAll()
        .where('hash', '=', hash)
        .executeTakeFirst();
      return row && codeOf(row);
    },
    // Conditional, so that of two exchanges of one code at once only one wins.
    useCode: async (hash, at) => {
      const result = await db
        .updateTable('oauth_codes')
        .set({ used_at: at })
        .where('hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    insertToken: async (row) => {
      await db
        .insertInto('oauth_tokens')
        .values({
          id: row._id,
          hash: row.hash,
          app_id: row.appId,
          user_id: row.userId,
          scopes: row.scopes.join(' '),
          code_hash: row.codeHash,
          created_at: row.createdAt,
          revoked_at: row.revokedAt,
        })
        .execute();
    },
    tokenByHash: async (hash) => {
      const row = await db
        .selectFrom('oauth_tokens')
        .selectAll()
        .where('hash', '=', hash)
        .executeTakeFirst();
      if (!row) return undefined;
      const app = await appById(row.app_id);
      if (!app) return undefined;
      const user = row.user_id === null ? undefined : await users.get(row.user_id);
      return { token: tokenOf(row), app, user };
    },
    revokeToken: async (hash, appId, at) => {
      const result = await db
        .updateTable('oauth_tokens')
        .set({ revoked_at: at })
        .where('hash', '=', hash)
        .where('app_id', '=', appId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return result.map((row) => row.id);
    },
    revokeTokensOfCode: async (codeHash, at) => {
      const result = await db
        .updateTable('oauth_tokens')
        .set({ revoked_at: at })
        .where('code_hash', '=', codeHash)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return result.map((row) => row.id);
    },
    authorizedAppsOf: async (userId) => {
      const tokens = (await liveTokensOf(userId).orderBy('seq', 'desc').execute()).map(tokenOf);
      const apps = new Map<string, { scopes: Set<string>; authorizedAt: string }>();
      for (const token of tokens) {
        const seen = apps.get(token.appId) ?? { scopes: new Set(), authorizedAt: token.createdAt };
        for (const scope of token.scopes) seen.scopes.add(scope);
        apps.set(token.appId, seen);
      }
      const answer = [];
      for (const [appId, { scopes, authorizedAt }] of apps) {
        const app = await appById(appId);
        if (app) answer.push({ app, scopes: [...scopes], authorizedAt });
      }
      return answer;
    },
    revokeAllOf: async (userId, at) => {
      await db
        .updateTable('oauth_tokens')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
    revokeAppOf: async (userId, appId, at) => {
      const result = await db
        .updateTable('oauth_tokens')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('app_id', '=', appId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return result.map((row) => row.id);
    },
    claimRetryKey: async (claim, since, abandonedBefore) => {
      const ofKey = db
        .deleteFrom('post_retry_keys')
        .where('user_id', '=', claim.userId)
        .where('key', '=', claim.key);
      await ofKey
        .where((eb) =>
          eb.or([
            eb('created_at', '<', since),
            eb.and([eb('post_id', 'is', null), eb('created_at', '<', abandonedBefore)]),
          ]),
        )
        .execute();
      // The primary key lets one of two claims at the same instant in: the other finds its row.
      const inserted = await db
        .insertInto('post_retry_keys')
        .values({
          user_id: claim.userId,
          key: claim.key,
          post_id: null,
          created_at: claim.createdAt,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return 'claimed';
      const kept = await db
        .selectFrom('post_retry_keys')
        .select('post_id')
        .where('user_id', '=', claim.userId)
        .where('key', '=', claim.key)
        .executeTakeFirst();
      return kept?.post_id ? { postId: kept.post_id } : 'under way';
    },
    keepRetryKey: async (userId, key, postId) => {
      await db
        .updateTable('post_retry_keys')
        .set({ post_id: postId })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('post_id', 'is', null)
        .execute();
    },
    releaseRetryKey: async (userId, key) => {
      await db
        .deleteFrom('post_retry_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('post_id', 'is', null)
        .execute();
    },
    forgetRetryKeysBefore: async (before) => {
      const result = await db
        .deleteFrom('post_retry_keys')
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
