import { StoreConflictError } from './errors';
import { hiddenFrom } from './memory-hides';
import { copy, definedOnly, maybeCopy, seqPage } from './memory-rows';
import { rowNumbers, type StateOf } from './memory-state';
import {
  isSuspendedAt,
  withSessionDefaults,
  withStanding,
  type SessionRow,
  type SessionsPort,
  type UserRow,
  type UsersPort,
} from './port';

/** Whether a search term matches a user: part of the username or first name, in any case. */
const matchesSearch = (user: UserRow, q: string) =>
  user.username.toLowerCase().includes(q) || user.firstName.toLowerCase().includes(q);

const isPublicProfile = (user: UserRow, at: Date) =>
  user.visibleTo === 'everyone' && user.approval === 'approved' && !isSuspendedAt(user, at);

export function memoryUsers(state: StateOf): UsersPort {
  const { numberRow, forgetRow, seqOf } = rowNumbers(state);
  return {
    get: async (id) => maybeCopy(state().users.get(id)),
    getByUsername: async (username) =>
      maybeCopy([...state().users.values()].find((user) => user.username === username)),
    getByEmail: async (email) => {
      const wanted = email.toLowerCase();
      return maybeCopy(
        [...state().users.values()].find((user) => user.email.toLowerCase() === wanted),
      );
    },
    list: async () => [...state().users.values()].map(copy),
    getMany: async (ids) =>
      ids.flatMap((id) => {
        const user = state().users.get(id);
        return user ? [copy(user)] : [];
      }),
    getManyByUsername: async (usernames) => {
      const wanted = new Set(usernames);
      return [...state().users.values()].filter((user) => wanted.has(user.username)).map(copy);
    },
    page: async (query) => {
      const q = (query.q ?? '').trim().toLowerCase();
      const hidden = hiddenFrom(state(), query.reader);
      const rows = [...state().users.values()]
        .filter(
          (user) => user._id !== query.excludeId && (!q || matchesSearch(user, q)) && !hidden(user),
        )
        .map((user) => ({ seq: seqOf('users', user._id), item: user }));
      return seqPage('users', rows, query);
    },
    count: async () => state().users.size,
    insert: async (row) => {
      const users = state().users;
      if (users.has(row._id)) throw new StoreConflictError(`user ${row._id}`);
      if ([...users.values()].some((user) => user.username === row.username))
        throw new StoreConflictError(`username ${row.username}`, 'username');
      users.set(row._id, withStanding(copy(row)));
      numberRow('users', row._id);
    },
    update: async (id, patch) => {
      const user = state().users.get(id);
      if (user) state().users.set(id, { ...user, ...definedOnly(patch) });
    },
    touch: async (ids, at) => {
      for (const id of ids) {
        const user = state().users.get(id);
        if (user) state().users.set(id, { ...user, updatedAt: at });
      }
    },
    isSuspended: async (id, at) => {
      const user = state().users.get(id);
      return !!user && isSuspendedAt(user, at);
    },
    publicProfiles: async ({ from, to, at }) =>
      [...state().users.values()]
        .map((user) => ({ seq: seqOf('users', user._id), user }))
        .filter(({ seq, user }) => seq >= from && seq < to && isPublicProfile(user, at))
        .sort((a, b) => a.seq - b.seq)
        .map(({ user }) => ({ username: user.username, updatedAt: user.updatedAt })),
    lastNumber: async () =>
      Math.max(0, ...[...state().users.keys()].map((id) => seqOf('users', id))),
    awaitingApproval: async (query) => {
      const rows = [...state().users.values()]
        .filter((user) => user.approval === 'awaiting')
        .map((user) => ({ seq: seqOf('users', user._id), item: user }));
      return seqPage('signups', rows, query, 'oldest');
    },
    deleteAwaiting: async (id) => {
      const user = state().users.get(id);
      if (user?.approval !== 'awaiting') return false;
      state().users.delete(id);
      forgetRow('users', id);
      return true;
    },
  };
}

export function memorySessions(state: StateOf): SessionsPort {
  const { numberRow, forgetRow, seqOf } = rowNumbers(state);
  const isLive = (session: SessionRow, at: number) =>
    !session.revokedAt && Date.parse(session.expiresAt) > at;
  return {
    get: async (id) => maybeCopy(state().sessions.get(id)),
    getWithUser: async (id) => {
      const session = state().sessions.get(id);
      if (!session) return undefined;
      return { session: copy(session), user: maybeCopy(state().users.get(session.userId)) };
    },
    insert: async (row) => {
      state().sessions.set(row._id, withSessionDefaults(copy(row)));
      numberRow('sessions', row._id);
    },
    revoke: async (id, at) => {
      const session = state().sessions.get(id);
      if (session && !session.revokedAt) state().sessions.set(id, { ...session, revokedAt: at });
    },
    revokeAllOf: async (userId, at, keepId) => {
      const live = [...state().sessions.values()].filter(
        (session) => session.userId === userId && !session.revokedAt && session._id !== keepId,
      );
      for (const session of live) state().sessions.set(session._id, { ...session, revokedAt: at });
      return live.map((session) => session._id);
    },
    liveOf: async (userId, at, query) => {
      const atMs = Date.parse(at);
      const rows = [...state().sessions.values()]
        .filter((session) => session.userId === userId && isLive(session, atMs))
        .map((item) => ({ seq: seqOf('sessions', item._id), item }));
      return seqPage('sessions', rows, query);
    },
    revokeOf: async (userId, id, at) => {
      const session = state().sessions.get(id);
      if (session?.userId !== userId || !isLive(session, Date.parse(at))) return false;
      state().sessions.set(id, { ...session, revokedAt: at });
      return true;
    },
    touch: async (id, at, since) => {
      const session = state().sessions.get(id);
      if (session && Date.parse(session.lastSeenAt) < Date.parse(since))
        state().sessions.set(id, { ...session, lastSeenAt: at });
    },
    deleteEnded: async (before) => {
      const limit = Date.parse(before);
      const ended = [...state().sessions.values()].filter(
        (session) =>
          Date.parse(session.expiresAt) < limit ||
          (!!session.revokedAt && Date.parse(session.revokedAt) < limit),
      );
      for (const session of ended) {
        state().sessions.delete(session._id);
        forgetRow('sessions', session._id);
      }
      return ended.length;
    },
  };
}
