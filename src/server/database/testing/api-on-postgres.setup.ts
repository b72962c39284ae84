// Setup file of the api-postgres vitest project: the API suite on PostgreSQL, a schema per test.
import { openTempPostgresStore } from './temp-postgres-store';
import { setRowFinder } from '@/backend/testing/rows-naming';
import { sqlRowsNaming } from './sql-rows-naming';
import { useTestStores } from './use-test-stores';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) throw new Error('The api-postgres project needs TEST_DATABASE_URL.');
useTestStores(() => openTempPostgresStore(databaseUrl));
setRowFinder(sqlRowsNaming);
