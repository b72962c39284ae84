/** One page of a list ordered by insertion (newest first, unless the list says otherwise). */
export interface PageQuery {
  limit: number;
  /** The opaque cursor a previous page returned. */
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  /** Null on the last page. */
  nextCursor: string | null;
}
