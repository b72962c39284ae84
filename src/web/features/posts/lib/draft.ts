import { storage } from '../../../lib/storage';

// The text only: a picture or video as a data URL would overflow localStorage's few megabytes.
const draftKey = 'murmur-post-draft';

export const postDraft = {
  read: () => storage.read(draftKey) ?? '',
  write: (text: string) => (text ? storage.write(draftKey, text) : storage.remove(draftKey)),
  clear: () => storage.remove(draftKey),
};
