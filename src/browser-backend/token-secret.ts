import { fromBase64, toBase64 } from '../backend/auth/passwords';
const secretKey = 'murmur-demo-token-secret';

/**
 * The demo backend's token key, kept in this browser so that tokens it signed before a reload
 * still verify after it. Only this visitor's own tab ever uses it: the demo has no server.
 */
export function demoTokenSecret(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined) {
  try {
    const stored = storage?.getItem(secretKey);
    const bytes = stored ? fromBase64(stored) : undefined;
    if (bytes?.length === 32) return bytes;
  } catch {
    // Unreadable or blocked: make a new one.
  }
  const secret = crypto.getRandomValues(new Uint8Array(32));
  try {
    storage?.setItem(secretKey, toBase64(secret));
  } catch {
    // Not kept: sessions then end on reload, as they would with no storage at all.
  }
  return secret;
}
