import { fileStore, fileStoreKeys } from '@/web/lib/file-store';
import { storage, storageKeys } from '@/web/lib/storage';
import type { MediaChoice } from '../api/media-upload';
import { checkMediaFile, readAsDataUrl } from './media-file';

// The text and the picture's description in localStorage; the picked file in IndexedDB, since a
// picture or video would overflow localStorage's few megabytes. All belong to the user who wrote
// them: the app forgets them when that session ends.
const draftKey = storageKeys.postDraft;
const altKey = storageKeys.postDraftMediaAlt;
const mediaKey = fileStoreKeys.postDraftMedia;

const keep = (key: string, text: string) => (text ? storage.write(key, text) : storage.remove(key));

export const postDraft = {
  read: () => storage.read(draftKey) ?? '',
  write: (text: string) => keep(draftKey, text),
  /** The kept picture or video, checked again as when it was picked; null when there is none. */
  async readMedia(): Promise<MediaChoice | null> {
    const file = await fileStore.read(mediaKey);
    if (!file) return null;
    const check = await checkMediaFile(file);
    if (!check.ok) return null;
    return { url: await readAsDataUrl(file, check.type), file, alt: storage.read(altKey) ?? '' };
  },
  /** Keeps the picked file (the caller writes it only when it changed: it may be megabytes). */
  writeMedia: (media: MediaChoice | null): Promise<void> =>
    media?.file ? fileStore.write(mediaKey, media.file) : fileStore.remove(mediaKey),
  writeAlt: (alt: string) => keep(altKey, alt),
  clear: () => {
    storage.remove(draftKey);
    storage.remove(altKey);
    void fileStore.remove(mediaKey);
  },
};
