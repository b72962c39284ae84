import type { ServerConfig } from '../config';
import { createFileMediaStore } from './file-media-store';
import { createS3MediaStore } from './s3-media-store';
import type { ServerMediaStore } from './server-media-store';

/**
 * The media store the settings name: the S3 bucket, checked before the server listens so that a
 * wrong bucket or key fails the start rather than every upload, or the folder in DATA_DIR.
 */
export async function openMediaStore(
  config: Pick<ServerConfig, 'mediaStorage' | 'mediaLimits'>,
  mediaDir: string,
): Promise<ServerMediaStore> {
  const storage = config.mediaStorage;
  if (storage.kind === 'folder') return createFileMediaStore(mediaDir, config.mediaLimits);
  const bucket = createS3MediaStore(storage, config.mediaLimits.quotaBytes);
  await bucket.checkBucket();
  return bucket;
}
