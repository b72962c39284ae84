import type { MediaMimeType } from '@/contract';

/** How full the media storage is, for GET /api/health (its figures for admins only). */
export interface StorageReport {
  mediaBytes: number;
  /** The most uploads may take in all (MEDIA_QUOTA_MB). */
  quotaBytes: number;
  /** Free space on the disk that holds them, for the server's user; none for a bucket. */
  diskFreeBytes?: number;
  /** Whether the next upload of any size would be refused. */
  full: boolean;
}

/** A stored upload as the orphan sweep sees it. */
export interface StoredMedia {
  url: string;
  /** When it was stored, in milliseconds since 1970. */
  savedAt: number;
}

/**
 * Where uploaded files live. The Node host keeps them under DATA_DIR/media or in an S3 bucket.
 */
export interface MediaStore {
  /**
   * Keeps the bytes, already checked to be of this type, and answers the URL they are served at.
   * Throws MediaFullError, keeping nothing, when the quota or the disk has no room for them.
   */
  save(bytes: Uint8Array, type: MediaMimeType): Promise<string>;
  /** Whether the URL names an upload that is stored now; a host without files leaves it out. */
  holds?(url: string): Promise<boolean>;
  /**
   * Removes the stored upload the URL names, if it names one (any other URL is left alone); a
   * host without files leaves it out.
   */
  forget?(url: string): Promise<void>;
  /**
   * The stored upload's bytes a piece at a time (the data export), or undefined when the URL names
   * no stored upload; a host without files leaves it out.
   */
  read?(url: string): Promise<AsyncIterable<Uint8Array> | Iterable<Uint8Array> | undefined>;
  /**
   * Writes and removes a small file outside the uploads, throwing when the storage does not take
   * it: the readiness check (GET /api/health/ready). A host without files leaves it out.
   */
  probe?(): Promise<void>;
  /** How full the storage is; a host without limits leaves it out. */
  report?(): Promise<StorageReport>;
  /**
   * The stored uploads saved before the time (milliseconds since 1970), a page at a time, so
   * that the orphan sweep never holds the whole list; a host without files leaves it out.
   */
  list?(savedBefore: number): AsyncIterable<StoredMedia[]>;
}

/** The upload would pass the media quota ('quota') or the disk's free-space floor ('disk'). */
export class MediaFullError extends Error {
  constructor(readonly reason: 'quota' | 'disk') {
    super(reason === 'quota' ? 'The media quota is used up.' : 'The disk is (nearly) full.');
    this.name = 'MediaFullError';
  }
}
