import type { MediaMimeType } from '../../contract';

/** Where uploaded files live. The Node host keeps them under DATA_DIR/media. */
export interface MediaStore {
  /** Keeps the bytes, already checked to be of this type, and answers the URL they are served at. */
  save(bytes: Uint8Array, type: MediaMimeType): Promise<string>;
}
