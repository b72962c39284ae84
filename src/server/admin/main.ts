import { readConfig } from '../config';
import { openStore } from '../database/open-store';
import { runAdminCommand } from './admin-command';

// The operator's command: `npm run admin -- role <username> <user|moderator|admin>` or
// `npm run admin -- jobs failed|retry <id>`, against the
// store the server opens (DATA_DIR or DATABASE_URL), whether or not the server is running.
const config = readConfig();
const store = await openStore({
  dataDir: config.dataDir,
  ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
});
try {
  const outcome = await runAdminCommand(store, process.argv.slice(2));
  (outcome.ok ? console.log : console.error)(outcome.message);
  process.exitCode = outcome.ok ? 0 : 1;
} finally {
  await store.close();
}
