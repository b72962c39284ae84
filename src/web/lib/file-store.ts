/**
 * Files kept in this browser's IndexedDB, which holds a picture or video of many megabytes where
 * localStorage holds a few megabytes of text. Like `storage` it never throws: where IndexedDB is
 * missing (an old or locked-down browser) or refuses (a full disk), the file is just not kept.
 */
const databaseName = 'murmur';
const storeName = 'files';

/** Operations run one after another, so a removal never overtakes the write before it. */
let queue: Promise<unknown> = Promise.resolve();

function enqueue<T>(operation: () => Promise<T>): Promise<T> {
  const result = queue.then(operation, operation);
  queue = result.catch(() => undefined);
  return result;
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB would not open.'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab.'));
  });
}

/** One transaction on the store; its answer once the transaction has committed. */
function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return enqueue(async () => {
    const database = await openDatabase();
    try {
      return await new Promise<T>((resolve, reject) => {
        const transaction = database.transaction(storeName, mode);
        const request = action(transaction.objectStore(storeName));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed.'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted.'));
      });
    } finally {
      database.close();
    }
  });
}

const available = () => typeof indexedDB !== 'undefined';

export const fileStore = {
  async read(key: string): Promise<File | null> {
    if (!available()) return null;
    try {
      const value = await run('readonly', (store) => store.get(key) as IDBRequest<unknown>);
      return value instanceof File ? value : null;
    } catch {
      return null;
    }
  },
  async write(key: string, file: File): Promise<void> {
    if (!available()) return;
    try {
      await run('readwrite', (store) => store.put(file, key));
    } catch {
      // Not kept beyond this page; the post can still be written.
    }
  },
  async remove(key: string): Promise<void> {
    if (!available()) return;
    try {
      await run('readwrite', (store) => store.delete(key));
    } catch {
      // Nothing stored that could be removed.
    }
  },
  /** Every file, whoever's draft it was: for the end of a session. */
  async clear(): Promise<void> {
    if (!available()) return;
    try {
      await run('readwrite', (store) => store.clear());
    } catch {
      // Nothing stored that could be removed.
    }
  },
};

export const fileStoreKeys = {
  postDraftMedia: 'post-draft-media',
} as const;
