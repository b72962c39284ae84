import { afterEach, describe, expect, it } from 'vitest';
import { createPbkdf2Hasher } from '@/backend/auth/passwords';
import { seedStore } from '@/backend/seed/seed';
import { seedData } from '@/backend/seed/seed-data';
import type { Store } from '@/backend/store/port';
import { openTempSqliteStore } from '../database/testing/temp-sqlite-store';
import { adminUsage, runAdminCommand } from './admin-command';

describe('npm run admin -- role', () => {
  let store: Store;
  afterEach(() => store.close());

  const open = async () => {
    store = await openTempSqliteStore();
    await seedStore(store, createPbkdf2Hasher(1_000), seedData);
  };

  it('sets a role in the database and logs it as the operator’s', async () => {
    await open();
    expect(await runAdminCommand(store, ['role', 'maya.clay', 'admin'])).toEqual({
      ok: true,
      message: '@maya.clay is now admin.',
    });
    expect((await store.users.getByUsername('maya.clay'))?.role).toBe('admin');
    const { items } = await store.moderation.actions({ limit: 5 });
    expect(items).toMatchObject([{ kind: 'role', role: 'admin', moderatorId: 'operator' }]);
  });

  it('refuses the guest any role above user, an unknown person and a bad command', async () => {
    await open();
    expect(await runAdminCommand(store, ['role', 'guest', 'moderator'])).toEqual({
      ok: false,
      message: "The guest account's password is published, so it can never hold a role above user.",
    });
    expect((await store.users.getByUsername('guest'))?.role).toBe('user');
    expect(await runAdminCommand(store, ['role', 'nobody', 'admin'])).toEqual({
      ok: false,
      message: 'No account is called nobody.',
    });
    expect(await runAdminCommand(store, ['role', 'maya.clay', 'owner'])).toEqual({
      ok: false,
      message: adminUsage,
    });
  });
});
