import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Store } from '@/backend/store/port';
import { openStore } from '../open-store';
import { sqliteFileName } from '../sqlite-database';
import { rememberLocation } from './sql-rows-naming';

/** A store on a fresh SQLite file in a temporary folder; closing it removes the folder. */
export async function openTempSqliteStore(): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), 'murmur-sqlite-'));
  const store = await openStore({ dataDir });
  const temporary: Store = {
    ...store,
    close: async () => {
      try {
        await store.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
  rememberLocation(temporary, { sqliteFile: join(dataDir, sqliteFileName) });
  return temporary;
}
