import { limits } from '@/contract/limits';
import { fileStore, fileStoreKeys } from '@/web/lib/file-store';
import { storage, storageKeys } from '@/web/lib/storage';
import { choiceId, type MediaChoice } from '../api/media-upload';
import { checkMediaFile, readAsDataUrl } from './media-file';

// The text and the descriptions in localStorage; the picked files in IndexedDB, since pictures
// and videos would overflow localStorage's few megabytes. All belong to the user who wrote them:
// the app forgets them when that session ends.
const draftKey = storageKeys.postDraft;
const altKey = storageKeys.postDraftMediaAlt;
/** The first file under the key drafts of one picture used; the others after it, numbered. */
const mediaKey = (index: number) =>
  index === 0 ? fileStoreKeys.postDraftMedia : `${fileStoreKeys.postDraftMedia}-${index}`;
const mediaKeys = Array.from({ length: limits.mediaPerPost }, (_, index) => mediaKey(index));

const keep = (key: string, text: string) => (text ? storage.write(key, text) : storage.remove(key));

/** The descriptions in order: a list, or the one text of a draft from before lists. */
function readAlts(): string[] {
  const kept = storage.readJson(altKey);
  if (Array.isArray(kept)) return kept.map((alt) => (typeof alt === 'string' ? alt : ''));
  return [storage.read(altKey) ?? ''];
}

async function readChoice(index: number, alt: string): Promise<MediaChoice | null> {
  const file = await fileStore.read(mediaKey(index));
  if (!file) return null;
  const check = await checkMediaFile(file);
  if (!check.ok) return null;
  return { id: choiceId(), url: await readAsDataUrl(file, check.type), file, alt };
}

export const postDraft = {
  read: () => storage.read(draftKey) ?? '',
  write: (text: string) => keep(draftKey, text),
  /** The kept pictures or video in order, each checked again as when it was picked. */
  async readMedia(): Promise<MediaChoice[]> {
    const alts = readAlts();
    const kept = await Promise.all(
      mediaKeys.map((_, index) => readChoice(index, alts[index] ?? '')),
    );
    return kept.filter((choice) => choice !== null);
  },
  /** Keeps the picked files in order (the caller writes them only when they changed). */
  writeMedia: async (media: MediaChoice[]): Promise<void> => {
    await Promise.all(
      mediaKeys.map((key, index) => {
        const file = media[index]?.file;
        return file ? fileStore.write(key, file) : fileStore.remove(key);
      }),
    );
  },
  writeAlts: (media: MediaChoice[]) =>
    media.some((choice) => choice.alt)
      ? storage.writeJson(
          altKey,
          media.map((choice) => choice.alt ?? ''),
        )
      : storage.remove(altKey),
  clear: () => {
    storage.remove(draftKey);
    storage.remove(altKey);
    for (const key of mediaKeys) void fileStore.remove(key);
  },
};
