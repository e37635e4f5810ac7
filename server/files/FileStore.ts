import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live, by storage key (docs/guide-files.md). The runtime only ever streams
 * through a store: `put` consumes a stream without holding the file in memory, `get` hands one out.
 * Two stores ship: LocalDiskFileStore (DATA_DIR/files, the default) and S3FileStore
 * (any S3-compatible service, chosen by FILES_S3_BUCKET); both pass fileStoreContract.
 *
 * @example await store.put('2026/11/ab12…', request.raw); const bytes = await store.get(key);
 */
export interface FileStore {
  /** Stores the stream under `key`; rejects (leaving nothing behind) when the stream errors. */
  put(key: string, body: Readable): Promise<void>;
  /**
   * The stored bytes, or only those from `range.start` to `range.end` (inclusive, within the
   * file: the caller checked them against its size); rejects with FileNotStored when the key
   * holds nothing.
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Bytes `start` to `end` of a file, both included (as HTTP's Range counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** The key holds no object (removed, or never stored). */
export class FileNotStored extends Error {
  constructor(readonly key: string) {
    super(`no stored file under ${key}`);
  }
}
