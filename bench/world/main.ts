/**
 * npm run seed:scale: fills the server's database (DATA_DIR's SQLite file, or DATABASE_URL) with
 * the sample data plus a generated world of SCALE_USERS people, SCALE_POSTS posts,
 * SCALE_FOLLOWS follows, SCALE_LIKES likes, SCALE_REPLIES replies and SCALE_VOTES votes on them,
 * for benchmarks (npm run bench -- --scale; docs/benchmarks.md). Opens the store as the server
 * does, so its migrations run and the sample data is seeded the same way; then writes the
 * generated rows with raw SQL in one transaction. Refuses a database that already holds people beyond the sample data.
 */
import { createScryptHasher } from '@/server/auth/scrypt-hasher';
import { ConfigError, readConfig, type ServerConfig } from '@/server/config';
import { openStore } from '@/server/database/open-store';
import { seedData } from '@/backend/seed/seed-data';
import { guestCredentials } from '@/contract';
import { seedWorld } from '@/server/seed/seed-world';
import { FillLog, formatCount } from './log';
import { openPostgresTarget } from './postgres';
import { openSqliteTarget } from './sqlite';
import { tableCounts, userIdOf, usernamesOutside, type FillTarget } from './target';
import { readScaleSizes, type ScaleSizes } from './sizes';
import { ScaleWorld } from './world';

class Refusal extends Error {}

/** DATA_DIR and DATABASE_URL read (and checked) exactly as the server reads them. */
function settings(): { config: ServerConfig; sizes: ScaleSizes } {
  try {
    return { config: readConfig(), sizes: readScaleSizes(process.env) };
  } catch (error) {
    if (error instanceof ConfigError || error instanceof RangeError)
      throw new Refusal(error.message);
    throw error;
  }
}

async function openTarget(config: ServerConfig): Promise<FillTarget> {
  return config.databaseUrl
    ? openPostgresTarget(config.databaseUrl)
    : openSqliteTarget(config.dataDir);
}

/** Migrates (as the server starts), refuses a used database, seeds the sample data. */
async function prepare(config: ServerConfig, log: FillLog): Promise<FillTarget> {
  const store = await log.phase('Migrations', () =>
    openStore({
      dataDir: config.dataDir,
      ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    }),
  );
  let target: FillTarget | undefined;
  try {
    target = await openTarget(config);
    const known = seedData.users.map((user) => user.username);
    const others = await usernamesOutside(target, known);
    if (others.length > 0)
      throw new Refusal(
        `${target.where} already has people beyond the sample data (${others.join(', ')}…).\n` +
          'seed:scale fills only a new database or one with just the sample data: point ' +
          'DATA_DIR (or DATABASE_URL) at a new one, or delete this one first.',
      );
    // The server's own seeding: the real password hasher, unguessable passwords but the guest's.
    const seeded = await log.phase('Sample data', () => seedWorld(store, createScryptHasher()));
    if (!seeded) log.note('  (already there)');
    return target;
  } catch (error) {
    await target?.close();
    throw error;
  } finally {
    await store.close();
  }
}

async function main() {
  const { config, sizes } = settings();
  const log = new FillLog();
  log.note(
    `seed:scale: ${formatCount(sizes.users)} people, ${formatCount(sizes.posts)} posts, ` +
      `${formatCount(sizes.follows)} follows, ${formatCount(sizes.likes)} likes, ` +
      `${formatCount(sizes.replies)} replies, ${formatCount(sizes.votes)} votes on replies`,
  );
  const target = await prepare(config, log);
  try {
    log.note(`Filling ${target.where}`);
    const guestId = await userIdOf(target, guestCredentials.username);
    if (!guestId) throw new Error(`The sample data has no ${guestCredentials.username} account`);
    const world = await log.phase(
      'Planning the world',
      () => new ScaleWorld(sizes, { id: guestId, username: guestCredentials.username }),
    );
    await target.fill(world.steps(), log);
    const counts = await tableCounts(target);
    log.note(`\nDone: ${target.where}`);
    log.note(
      Object.entries(counts)
        .map(([table, n]) => `  ${table.padEnd(19)} ${formatCount(n).padStart(11)} rows`)
        .join('\n'),
    );
    log.note(log.summary());
  } finally {
    await target.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(
    error instanceof Refusal ? error.message : `seed:scale failed: ${(error as Error).stack}`,
  );
  process.exitCode = 1;
}
