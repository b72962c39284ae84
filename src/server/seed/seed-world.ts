import { randomBytes } from 'node:crypto';
import type { PasswordHasher } from '@/backend/auth/passwords';
import { seedStore } from '@/backend/seed/seed';
import { seedData } from '@/backend/seed/seed-data';
import type { SeedData } from '@/backend/seed/seed-types';
import type { Store } from '@/backend/store/port';
import { guestCredentials } from '@/contract';

/**
 * The sample data with every password but the guest's replaced by a random one nobody knows:
 * the seed passwords are published in the repository, and on a shared server anyone could
 * otherwise log in as the sample people. They share that one (192 random bits, never kept), so
 * that seeding hashes it once rather than once per account.
 */
export function withUnguessablePasswords(
  data: SeedData,
  keep: string = guestCredentials.username,
): SeedData {
  const unknowable = randomBytes(24).toString('base64url');
  return {
    ...data,
    users: data.users.map((user) =>
      user.username === keep ? user : { ...user, password: unknowable },
    ),
  };
}

/** Seeds an empty store with the sample data; answers whether it did (a used store is left). */
export function seedWorld(store: Store, passwords: PasswordHasher): Promise<boolean> {
  return seedStore(store, passwords, withUnguessablePasswords(seedData));
}
