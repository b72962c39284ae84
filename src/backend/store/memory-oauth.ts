import { StoreConflictError } from './errors';
import { maybeCopy } from './memory-rows';
import { pair, type StateOf } from './memory-state';
import type { AuthorizedApp, OAuthPort, OAuthTokenRow } from './port';

export function memoryOAuth(state: StateOf): OAuthPort {
  const appById = (id: string) => [...state().oauthApps.values()].find((app) => app._id === id);
  const liveTokensOf = (userId: string) =>
    [...state().oauthTokens.values()].filter((t) => t.userId === userId && !t.revokedAt);
  const revoke = (rows: OAuthTokenRow[], at: string) => {
    for (const row of rows) state().oauthTokens.set(row.hash, { ...row, revokedAt: at });
    return rows.map((row) => row._id);
  };
  return {
    insertApp: async (row) => {
      if (state().oauthApps.has(row.clientId)) throw new StoreConflictError(`app ${row.clientId}`);
      state().oauthApps.set(row.clientId, structuredClone(row));
    },
    appByClientId: async (clientId) => structuredClone(state().oauthApps.get(clientId)),
    insertCode: async (row) => {
      if (state().oauthCodes.has(row.hash)) throw new StoreConflictError('oauth code');
      state().oauthCodes.set(row.hash, structuredClone(row));
    },
    getCode: async (hash) => structuredClone(state().oauthCodes.get(hash)),
    useCode: async (hash, at) => {
      const row = state().oauthCodes.get(hash);
      if (!row || row.usedAt) return false;
      state().oauthCodes.set(hash, { ...row, usedAt: at });
      return true;
    },
    insertToken: async (row) => {
      if (state().oauthTokens.has(row.hash)) throw new StoreConflictError('oauth token');
      state().oauthTokens.set(row.hash, structuredClone(row));
    },
    tokenByHash: async (hash) => {
      const token = state().oauthTokens.get(hash);
      const app = token && appById(token.appId);
      if (!token || !app) return undefined;
      const user = token.userId === null ? undefined : state().users.get(token.userId);
      return { token: structuredClone(token), app: structuredClone(app), user: maybeCopy(user) };
    },
    revokeToken: async (hash, appId, at) => {
      const row = state().oauthTokens.get(hash);
      if (!row || row.appId !== appId || row.revokedAt) return [];
      return revoke([row], at);
    },
    revokeTokensOfCode: async (codeHash, at) =>
      revoke(
        [...state().oauthTokens.values()].filter((t) => t.codeHash === codeHash && !t.revokedAt),
        at,
      ),
    authorizedAppsOf: async (userId) => {
      const byApp = new Map<string, AuthorizedApp>();
      for (const token of liveTokensOf(userId)) {
        const app = appById(token.appId);
        if (!app) continue;
        const seen = byApp.get(app._id);
        byApp.set(app._id, {
          app: structuredClone(app),
          scopes: [...new Set([...(seen?.scopes ?? []), ...token.scopes])],
          authorizedAt:
            seen && seen.authorizedAt > token.createdAt ? seen.authorizedAt : token.createdAt,
        });
      }
      return [...byApp.values()].sort((a, b) => b.authorizedAt.localeCompare(a.authorizedAt));
    },
    revokeAllOf: async (userId, at) => void revoke(liveTokensOf(userId), at),
    revokeAppOf: async (userId, appId, at) =>
      revoke(
        liveTokensOf(userId).filter((t) => t.appId === appId),
        at,
      ),
    claimRetryKey: async (claim, since, abandonedBefore) => {
      const keys = state().retryKeys;
      const name = pair(claim.userId, claim.key);
      const kept = keys.get(name);
      const abandoned = kept && !kept.postId && kept.createdAt < abandonedBefore;
      if (!kept || kept.createdAt < since || abandoned) {
        keys.set(name, { ...claim });
        return 'claimed';
      }
      return kept.postId ? { postId: kept.postId } : 'under way';
    },
    keepRetryKey: async (userId, key, postId) => {
      const kept = state().retryKeys.get(pair(userId, key));
      if (kept && !kept.postId) state().retryKeys.set(pair(userId, key), { ...kept, postId });
    },
    releaseRetryKey: async (userId, key) => {
      const name = pair(userId, key);
      if (state().retryKeys.get(name)?.postId === undefined) state().retryKeys.delete(name);
    },
    forgetRetryKeysBefore: async (before) => {
      const keys = state().retryKeys;
      const gone = [...keys].filter(([, row]) => row.createdAt < before).map(([key]) => key);
      for (const key of gone) keys.delete(key);
      return gone.length;
    },
  };
}
