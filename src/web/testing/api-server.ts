import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestApi, type TestApi, type TestApiOptions } from '@/backend/testing/test-api';

/**
 * Component tests talk to the real backend: MSW hands every /api request to createApp over a
 * fresh seeded memory store (made with options, e.g. the guest account off). A request nobody
 * handles fails the test.
 */
export function useTestApi(options: TestApiOptions = {}): { current: () => TestApi } {
  let api: TestApi | undefined;
  const server = setupServer(
    http.all('*/api/*', ({ request }) => {
      if (!api) throw new Error('The test API is not ready');
      return api.app.fetch(request);
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    api = await createTestApi(options);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    current: () => {
      if (!api) throw new Error('Call current() inside a test');
      return api;
    },
  };
}
