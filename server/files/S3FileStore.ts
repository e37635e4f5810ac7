import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { type ByteRange, FileNotStored, type FileStore } from './FileStore';

export interface S3FileStoreOptions {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, Ceph, a cloud's S3 API); absent: AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Most S3-compatible services want path-style URLs (`{endpoint}/{bucket}/{key}`). */
  forcePathStyle?: boolean;
  /** Objects are keyed `{prefix}{key}`. */
  prefix?: string;
}

/** S3's smallest part (but the last) is 5 MiB; 8 MiB parts keep memory bounded while streaming. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket. An upload of unknown length is sent as a multipart upload in
 * 8 MiB parts, so at most one part is held in memory; a file smaller than one part is one
 * PutObject. A failed stream aborts the multipart upload, so nothing is left under the key.
 */
export class S3FileStore implements FileStore {
  readonly client: S3Client;
  constructor(private readonly options: S3FileStoreOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? true,
      // Checksums only where S3 demands them: several S3-compatible services reject the newer
      // default (flexible checksums on every request).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  private objectKey(key: string): string {
    return `${this.options.prefix ?? ''}${key}`;
  }

  async put(key: string, body: Readable): Promise<void> {
    const Bucket = this.options.bucket;
    const Key = this.objectKey(key);
    let uploadId: string | undefined;
    const parts: Array<{ ETag: string | undefined; PartNumber: number }> = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const sendPart = async (final: boolean) => {
      const chunk = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      if (uploadId === undefined) {
        if (final) {
          await this.client.send(new PutObjectCommand({ Bucket, Key, Body: chunk }));
          return;
        }
        uploadId = (await this.client.send(new CreateMultipartUploadCommand({ Bucket, Key }))).UploadId;
      }
      const PartNumber = parts.length + 1;
      const answer = await this.client.send(
        new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: chunk }),
      );
      parts.push({ ETag: answer.ETag, PartNumber });
    };
    try {
      for await (const data of body) {
        const buffer = data as Buffer;
        pending.push(buffer);
        pendingBytes += buffer.length;
        if (pendingBytes >= PART_SIZE) await sendPart(false);
      }
      await sendPart(true);
      if (uploadId !== undefined)
        await this.client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
    } catch (error) {
      if (uploadId !== undefined)
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
          .catch(() => undefined);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') throw new FileNotStored(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }
}
