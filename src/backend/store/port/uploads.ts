import type { MediaVariant, PostMedia } from '@/contract';

/** A file uploaded through POST /api/media, as the server measured it. */
export interface UploadRow {
  id: string;
  /** The user id of who uploaded it: its bytes count against their share. */
  ownerId: string;
  /** The main file's URL, as a post names it. */
  url: string;
  type: PostMedia['type'];
  width: number | null;
  height: number | null;
  blurhash: string | null;
  poster: string | null;
  variants: MediaVariant[];
  /** The URLs of every file it took: the main one, its variants, a video's poster. */
  files: string[];
  bytes: number;
  createdAt: string;
  /** The post that shows it; null until one does. */
  postId: string | null;
  /**
   * What an app (through the Mastodon API) said of it before a post showed it; the post then
   * keeps it as its media's alt text. Null when nothing was said.
   */
  description: string | null;
}

export interface UploadsPort {
  record(row: UploadRow): Promise<void>;
  /** How many bytes the owner's recorded uploads take together. */
  bytesOf(ownerId: string): Promise<number>;
  /** The uploads whose main URL is one of these, in no order; an unknown URL is left out. */
  byUrls(urls: readonly string[]): Promise<UploadRow[]>;
  /** The post's uploads, in no order. */
  ofPost(postId: string): Promise<UploadRow[]>;
  /** Sets the description of the owner's upload of this id; answers whether there was one. */
  describe(id: string, ownerId: string, description: string): Promise<boolean>;
  /** Marks these uploads (by id) as the post's. */
  attach(postId: string, ids: readonly string[]): Promise<void>;
  /** Forgets the uploads whose main URL is one of these; answers the URLs of all their files. */
  remove(urls: readonly string[]): Promise<string[]>;
  /** Forgets every upload of the owner; answers the URLs of all their files. */
  removeOfOwner(ownerId: string): Promise<string[]>;
}
