import { createMemoryStore } from '../../backend/store/memory-store';
import type { Store } from '../../backend/store/port';

export interface StoreConfig {
  /** Where the SQLite file lives when no databaseUrl is given. */
  dataDir: string;
  /** A postgres:// URL selects PostgreSQL. */
  databaseUrl?: string;
}

/** Opens the store the Node host runs on, with its migrations applied. */
export async function openStore(_config: StoreConfig): Promise<Store> {
  // Placeholder while the SQL adapter is being written; replaced in the same change.
  return createMemoryStore();
}
