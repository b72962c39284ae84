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

/** The file last kept, so that typing its description does not write the file again each time. */
let keptFile: File | undefined;

export const postDraft = {
  read: () => storage.read(draftKey) ?? '',
  write: (text: string) => keep(draftKey, text),
  /** The kept picture or video, checked again as when it was picked; null when there is none. */
  async readMedia(): Promise<MediaChoice | null> {
    const file = await fileStore.read(mediaKey);
    if (!file) return null;
    const check = await checkMediaFile(file);
    if (!check.ok) return null;
    keptFile = file;
    return { url: await readAsDataUrl(file, check.type), file, alt: storage.read(altKey) ?? '' };
  },
  writeMedia: async (media: MediaChoice | null): Promise<void> => {
    keep(altKey, media?.alt ?? '');
    if (media?.file === keptFile) return;
    keptFile = media?.file;
    await (media?.file ? fileStore.write(mediaKey, media.file) : fileStore.remove(mediaKey));
  },
  clear: () => {
    storage.remove(draftKey);
    storage.remove(altKey);
    keptFile = undefined;
    void fileStore.remove(mediaKey);
  },
};
