import { createTestApi } from '@/backend/testing/test-api';

/**
 * The real API's answer to `viewer`'s GET of `path` on a fresh seeded memory store, for tests of
 * what the web app renders from an answer without a browser (src/web/prerender).
 */
export async function seededAnswer<T>(viewer: string, path: string): Promise<T> {
  const api = await createTestApi();
  const answer = await api.call<T>('GET', path, { token: await api.login(viewer) });
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return answer.body;
}
