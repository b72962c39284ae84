import { createMemoryStore } from '../store/memory-store';
import type { Store } from '../store/port';

/** Answers a fresh, empty store; whoever registers it closes what it opened. */
export type TestStoreFactory = () => Promise<Store>;

let factory: TestStoreFactory = () => Promise.resolve(createMemoryStore());

/**
 * Makes createTestApi build on another adapter when a test passes no store. A vitest setup file
 * of a Node host calls it (src/server/database/testing/) to run the API suite on SQLite or
 * PostgreSQL; the backend itself never imports the host.
 */
export function setTestStoreFactory(next: TestStoreFactory): void {
  factory = next;
}

/** A fresh store from the registered factory: memory unless a setup file chose another. */
export function openTestStore(): Promise<Store> {
  return factory();
}
