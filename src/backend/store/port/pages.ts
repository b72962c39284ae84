import type { Reader } from './hides';

/** One page of a list ordered by insertion (newest first, unless the list says otherwise). */
export interface PageQuery {
  limit: number;
  /** The opaque cursor a previous page returned. */
  cursor?: string;
  /** Who reads it: the authors hidden from them are left out (port/hides.ts). */
  reader?: Reader;
}

export interface Page<T> {
  items: T[];
  /** Null on the last page. */
  nextCursor: string | null;
}
