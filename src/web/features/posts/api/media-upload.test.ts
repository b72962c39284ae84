import { File as NodeFile } from 'node:buffer';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverMessages } from '@/contract/messages';
import { createOutOfRoomApi } from '@/web/testing/out-of-room-api';
import { logInAs } from '@/web/testing/render-app';
import { ApiClientError, errorMessage } from '@/web/lib/api-client';
import { resolveMediaUrl } from './media-upload';

// The Node host's upload route over a media store that is out of room: the API answers 507.
const api = await createOutOfRoomApi();
const server = setupServer(http.all('*/api/*', ({ request }) => api.app.fetch(request)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

describe('an upload the server has no room for', () => {
  it("fails with the server's 507 message, which is what the toast shows", async () => {
    vi.stubEnv('VITE_BACKEND', 'server');
    await logInAs(api, 'guest');
    const file = new File([Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'a.gif', {
      type: 'image/gif',
    });
    // The route checks the part it parsed against File: Node's, not jsdom's, under the test.
    vi.stubGlobal('File', NodeFile);
    const failure = await resolveMediaUrl({ id: 'a', url: 'data:image/gif;base64,', file }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiClientError);
    expect(failure).toMatchObject({ status: 507 });
    expect(errorMessage(failure)).toBe(serverMessages.mediaStorageFull);
  });
});
