import { storage, storageKeys } from '../storage';

/**
 * What the browser keeps of one user's work besides the session itself: the request tester's
 * history (which can hold what they typed), the unposted draft with its picture and that
 * picture's description, and their recent emoji. Forgotten when that user's session ends, so the
 * next person at this computer does not find them. The file store (IndexedDB) loads only then: no first page needs it.
 */
export function forgetUserData(): void {
  storage.remove(storageKeys.requestHistory);
  storage.remove(storageKeys.postDraft);
  storage.remove(storageKeys.postDraftMediaAlt);
  storage.remove(storageKeys.emojiRecents);
  void import('../file-store').then(({ fileStore }) => fileStore.clear());
}
