export interface MediaPort {
  /**
   * Which of these URLs a post's media or a user's avatar still uses, each once. A file of a
   * recorded upload (a variant, a poster) counts as used while its upload is a post's or its main
   * file is used.
   */
  referenced(urls: readonly string[]): Promise<string[]>;
  /**
   * Inside a transaction, as its first call: holds off every write of a post or user until the
   * transaction ends, so that what referenced answers stays true meanwhile (the orphan sweep
   * deletes a file only under it). SQLite's and the memory store's transactions already do.
   */
  holdReferences(): Promise<void>;
}
