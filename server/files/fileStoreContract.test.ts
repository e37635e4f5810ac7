import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startS3rver } from '../../tests/support/startS3rver';
import { FileNotStored, type FileStore } from './FileStore';
import { LocalDiskFileStore } from './LocalDiskFileStore';
import { S3FileStore } from './S3FileStore';

/** A stream of `bytes` in 64 KiB pieces that fails after `failAfter` bytes, as a dropped upload does. */
function streamOf(bytes: Buffer, failAfter?: number): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && offset >= failAfter) {
        this.destroy(new Error('connection dropped'));
        return;
      }
      if (offset >= bytes.length) {
        this.push(null);
        return;
      }
      this.push(bytes.subarray(offset, offset + 65536));
      offset += 65536;
    },
  });
}

let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startS3rver();
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-files-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const stores: Array<[string, () => FileStore]> = [
  ['LocalDiskFileStore', () => new LocalDiskFileStore(dir)],
  [
    'S3FileStore against s3rver',
    () =>
      new S3FileStore({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
];

describe.each(stores)('the FileStore contract: %s', (_name, make) => {
  it('gives back exactly the bytes it was given, small and across several S3 parts', async () => {
    const store = make();
    for (const [key, size] of [
      ['contract/small', 1000],
      ['contract/large', 17 * 1024 * 1024 + 123],
    ] as const) {
      const bytes = randomBytes(size);
      await store.put(key, streamOf(bytes));
      const back = await buffer(await store.get(key));
      expect(back.length).toBe(size);
      expect(back.equals(bytes)).toBe(true);
    }
  });

  it('gives back a byte range: the start, the middle and the last byte', async () => {
    const store = make();
    const bytes = randomBytes(300_000);
    await store.put('contract/ranged', streamOf(bytes));
    for (const [start, end] of [
      [0, 1023],
      [65_530, 200_000],
      [299_999, 299_999],
    ] as const) {
      const back = await buffer(await store.get('contract/ranged', { start, end }));
      expect(back.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('leaves nothing under the key when the stream fails half way', async () => {
    const store = make();
    const bytes = randomBytes(10 * 1024 * 1024);
    await expect(store.put('contract/dropped', streamOf(bytes, 9 * 1024 * 1024))).rejects.toThrow(
      'connection dropped',
    );
    await expect(store.get('contract/dropped')).rejects.toBeInstanceOf(FileNotStored);
  });

  it('deletes a key, and deleting a missing key is no error', async () => {
    const store = make();
    await store.put('contract/gone', streamOf(Buffer.from('bye')));
    await store.delete('contract/gone');
    await expect(store.get('contract/gone')).rejects.toBeInstanceOf(FileNotStored);
    await expect(store.delete('contract/never')).resolves.toBeUndefined();
  });
});
