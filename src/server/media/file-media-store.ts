import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStore } from '../../backend/media/media-store';
import type { MediaMimeType } from '../../contract';

export const extensionOf: Record<MediaMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/**
 * Keeps uploads as DATA_DIR/media/<random>.<ext>. The name is 128 random bits in base64url, so
 * nobody can guess another upload's URL or choose a name, and it fits the post media check.
 */
export function createFileMediaStore(mediaDir: string): MediaStore {
  let ready: Promise<unknown> | undefined;
  return {
    async save(bytes, type) {
      ready ??= mkdir(mediaDir, { recursive: true, mode: 0o700 });
      await ready;
      const name = `${randomBytes(16).toString('base64url')}.${extensionOf[type]}`;
      // wx: never overwrite, however unlikely a clash of 128 random bits is.
      await writeFile(join(mediaDir, name), bytes, { flag: 'wx', mode: 0o644 });
      return `/media/${name}`;
    },
  };
}
