import { strFromU8, unzipSync } from 'fflate';
import type { TestApi } from './test-api';

/** Downloads the account's export through the API and opens it: the files by name. */
export async function downloadExport(api: TestApi, token: string) {
  const response = await api.app.request('/api/account/export', {
    headers: { authorization: token },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const files = response.status === 200 ? unzipSync(bytes) : {};
  const text = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`The export holds no ${name}: ${Object.keys(files).join(', ')}`);
    return strFromU8(file);
  };
  return { response, files, text, json: <T>(name: string): T => JSON.parse(text(name)) as T };
}

/** Sends a list to POST /api/account/import as a browser's form would. */
export async function importCsv(
  api: TestApi,
  token: string,
  type: string | undefined,
  content: string | Uint8Array | undefined,
) {
  const form = new FormData();
  if (type !== undefined) form.set('type', type);
  if (content !== undefined)
    form.set(
      'file',
      new File([typeof content === 'string' ? content : new Uint8Array(content)], 'list.csv', {
        type: 'text/csv',
      }),
    );
  const response = await api.app.request('/api/account/import', {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}
