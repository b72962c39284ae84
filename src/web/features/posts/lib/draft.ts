import { fileStore, fileStoreKeys } from '@/web/lib/file-store';
import { storage, storageKeys } from '@/web/lib/storage';
import type { MediaChoice } from '../api/media-upload';
import { checkMediaFile, readAsDataUrl } from './media-file';

// The text in localStorage; the picked file in IndexedDB, since a picture or video would overflow
// localStorage's few megabytes. Both belong to the user who wrote them: the app forgets them when
// that session ends.
const draftKey = storageKeys.postDraft;
const mediaKey = fileStoreKeys.postDraftMedia;

export const postDraft = {
  read: () => storage.read(draftKey) ?? '',
  write: (text: string) => (text ? storage.write(draftKey, text) : storage.remove(draftKey)),
  /** The kept picture or video, checked again as when it was picked; null when there is none. */
  async readMedia(): Promise<MediaChoice | null> {
    const file = await fileStore.read(mediaKey);
    if (!file) return null;
    const check = await checkMediaFile(file);
    if (!check.ok) return null;
    return { url: await readAsDataUrl(file, check.type), file };
  },
  writeMedia: (media: MediaChoice | null): Promise<void> =>
    media?.file ? fileStore.write(mediaKey, media.file) : fileStore.remove(mediaKey),
  clear: () => {
    storage.remove(draftKey);
    void fileStore.remove(mediaKey);
  },
};
