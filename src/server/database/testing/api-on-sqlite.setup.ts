// Setup file of the api-sqlite vitest project: the API suite on SQLite files.
import { openTempSqliteStore } from './temp-sqlite-store';
import { useTestStores } from './use-test-stores';

useTestStores(openTempSqliteStore);
