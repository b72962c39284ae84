import { answerSchemas, type EndpointName, type Role } from '@/contract';
import { createTestApi, type TestApiOptions } from '../../testing/test-api';

/**
 * The seeded world with roles given: maya.clay (id 2) an admin and tariq.codes (id 3) a moderator
 * unless told otherwise, and helpers that send the moderation calls and check each success
 * against its row's schema.
 */
export async function moderationWorld(
  options: TestApiOptions = {},
  roles: Record<string, Role> = { 'maya.clay': 'admin', 'tariq.codes': 'moderator' },
) {
  const api = await createTestApi(options);
  for (const [username, role] of Object.entries(roles)) {
    const user = await api.store.users.getByUsername(username);
    await api.store.users.update(user!._id, { role });
  }
  const tokens = new Map<string, string>();
  const tokenOf = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, await api.login(username));
    return tokens.get(username)!;
  };

  /** Sends the call as this person and checks a success against the row's answer schema. */
  async function send<T = any>(
    name: EndpointName,
    as: string,
    path: string,
    method: 'GET' | 'POST' | 'DELETE',
    body?: unknown,
  ) {
    const answer = await api.call<T>(method, path, {
      token: await tokenOf(as),
      ...(body === undefined ? {} : { body }),
    });
    if (answer.status < 300) {
      const parsed = answerSchemas[name][0].safeParse(answer.body);
      if (!parsed.success) throw new Error(`${name}: ${JSON.stringify(parsed.error.issues)}`);
    }
    return answer;
  }

  return {
    api,
    tokenOf,
    send,
    forget: (username: string) => tokens.delete(username),
    report: (as: string, body: Record<string, unknown>) =>
      send('report', as, '/api/reports', 'POST', body),
    queue: (as = 'tariq.codes', query = '') =>
      send('reportQueue', as, `/api/moderation/reports${query}`, 'GET'),
    act: (as: string, reportId: string, kind: 'dismiss' | 'remove' | 'warn', note = 'Spam') =>
      send('dismissReport', as, `/api/moderation/reports/${reportId}/${kind}`, 'POST', { note }),
    log: (as = 'tariq.codes', query = '') =>
      send('moderationLog', as, `/api/moderation/log${query}`, 'GET'),
    suspend: (as: string, userId: string, body: Record<string, unknown>) =>
      send('suspendUser', as, `/api/moderation/users/${userId}/suspend`, 'POST', body),
    unsuspend: (as: string, userId: string, note = 'Lifted') =>
      send('unsuspendUser', as, `/api/moderation/users/${userId}/unsuspend`, 'POST', { note }),
    setRole: (as: string, userId: string, role: string) =>
      send('setRole', as, `/api/moderation/users/${userId}/role`, 'POST', { role }),
  };
}

export type ModerationWorld = Awaited<ReturnType<typeof moderationWorld>>;
