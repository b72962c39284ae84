import { afterEach } from 'vitest';
import type { Store } from '@/backend/store/port';
import { setTestStoreFactory, type TestStoreFactory } from '@/backend/testing/test-store';

/**
 * Makes createTestApi open its stores with `open`, and closes every store a test opened once
 * the test ends (a SQLite folder or PostgreSQL schema goes with it).
 */
export function useTestStores(open: TestStoreFactory): void {
  const opened: Store[] = [];
  setTestStoreFactory(async () => {
    const store = await open();
    opened.push(store);
    return store;
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
}
