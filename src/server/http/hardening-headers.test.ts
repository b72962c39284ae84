import { afterEach, describe, expect, it } from 'vitest';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';
import { permissionsPolicy } from './security-headers';
import { strictTransportSecurity } from './strict-transport';

let harness: ServerHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});
const start = async (options?: Parameters<typeof createServerHarness>[0]) =>
  (harness = await createServerHarness({ seed: false, ...options }));

describe("the Node host's hardening headers", () => {
  it('sends Permissions-Policy and Cross-Origin-Resource-Policy on every answer', async () => {
    const { call } = await start();
    for (const path of ['/', '/assets/app-1a2b3c.js', '/api/health', '/api/nope', '/media/nope']) {
      const { headers } = await call('GET', path);
      expect(headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(headers.get('permissions-policy'), path).toBe(permissionsPolicy);
    }
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()'])
      expect(permissionsPolicy).toContain(feature);
  });

  it('sends Strict-Transport-Security only when a trusted proxy says the client used HTTPS', async () => {
    const { call } = await start({ app: { trustProxy: 1 } });
    const hsts = async (headers: Record<string, string>) =>
      (await call('GET', '/api/health', { headers })).headers.get('strict-transport-security');
    expect(await hsts({ 'x-forwarded-proto': 'https' })).toBe(strictTransportSecurity);
    expect(strictTransportSecurity).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts({ 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await hsts({})).toBeNull();
    // One trusted proxy: only the entry it appended counts, not one the client wrote before it.
    expect(await hsts({ 'x-forwarded-proto': 'https, http' })).toBeNull();
    expect(await hsts({ 'x-forwarded-proto': 'http, HTTPS' })).toBe(strictTransportSecurity);
  });

  it('ignores X-Forwarded-Proto without a trusted proxy: anyone can write it', async () => {
    const { call } = await start();
    const { headers } = await call('GET', '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('serves no source map unless SERVE_SOURCE_MAPS is set', async () => {
    const plain = await start();
    expect((await plain.call('GET', '/assets/app-1a2b3c.js')).status).toBe(200);
    expect((await plain.call('GET', '/assets/app-1a2b3c.js.map')).status).toBe(404);
    await plain.close();
    harness = undefined;
    const debugging = await start({ sourceMaps: true });
    expect((await debugging.call('GET', '/assets/app-1a2b3c.js.map')).status).toBe(200);
  });
});
