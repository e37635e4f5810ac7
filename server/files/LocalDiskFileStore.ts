import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, FileNotStored, type FileStore } from './FileStore';

/**
 * Files on the local disk under one folder (DATA_DIR/files). A file is written to a `.part`
 * name and renamed when complete, so a reader never sees half a file and a failed upload
 * leaves no object under its key.
 */
export class LocalDiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    // Keys are made by the server (createStorageKey), but a stray `..` must never leave the root.
    if (!/^[a-z0-9/-]+$/.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const part = `${target}.part`;
    try {
      await pipeline(body, createWriteStream(part, { flags: 'wx' }));
      await rename(part, target);
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      await stat(file);
    } catch {
      throw new FileNotStored(key);
    }
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
