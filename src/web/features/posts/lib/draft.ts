import { storage, storageKeys } from '../../../lib/storage';

// The text only: a picture or video as a data URL would overflow localStorage's few megabytes.
// It belongs to the user who wrote it: the app forgets it when that session ends.
const draftKey = storageKeys.postDraft;

export const postDraft = {
  read: () => storage.read(draftKey) ?? '',
  write: (text: string) => (text ? storage.write(draftKey, text) : storage.remove(draftKey)),
  clear: () => storage.remove(draftKey),
};
