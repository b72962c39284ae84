// Setup file of the api-sqlite vitest project: the API suite on SQLite files.
import { openTempSqliteStore } from './temp-sqlite-store';
import { setRowFinder } from '@/backend/testing/rows-naming';
import { sqlRowsNaming } from './sql-rows-naming';
import { useTestStores } from './use-test-stores';

useTestStores(openTempSqliteStore);
setRowFinder(sqlRowsNaming);
