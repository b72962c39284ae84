import type { Account } from '@/contract';
import { storage, storageKeys } from '../storage';

/** The stored session (loginDetails): who is logged in and the token their calls carry. */
export interface LoginDetails {
  user: Account;
  token: string;
}

function isLoginDetails(value: unknown): value is LoginDetails {
  if (typeof value !== 'object' || value === null) return false;
  const { user, token } = value as Partial<LoginDetails>;
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.username === 'string' &&
    typeof user.firstName === 'string'
  );
}

/** What localStorage holds, or null when it holds nothing usable (edited by hand, say). */
export function readStoredLoginDetails(): LoginDetails | null {
  const value = storage.readJson(storageKeys.loginDetails);
  return isLoginDetails(value) ? value : null;
}
