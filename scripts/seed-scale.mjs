// npm run seed:scale: builds the filler when its sources changed, then fills the database the
// server would open (DATA_DIR or DATABASE_URL) with a generated world of SCALE_USERS people,
// SCALE_POSTS posts, SCALE_FOLLOWS follows, SCALE_LIKES likes, SCALE_REPLIES replies and
// SCALE_VOTES votes on replies.
// The filler is src/server/seed/scale-main.ts; it exits 1 on a database that is already filled.
import { ensureScaleSeedBuild, scaleSeedEntry } from './build-steps.mjs';

try {
  ensureScaleSeedBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import(`../${scaleSeedEntry}`);
