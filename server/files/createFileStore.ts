import path from 'node:path';
import type { AppConfig } from '../config/loadConfig';
import type { FileStore } from './FileStore';
import { LocalDiskFileStore } from './LocalDiskFileStore';
import { S3FileStore } from './S3FileStore';

/** The configured store: an S3-compatible bucket when FILES_S3_BUCKET is set, else DATA_DIR/files. */
export function createFileStore(config: Pick<AppConfig, 'dataDir' | 'files'>): FileStore {
  const f = config.files;
  if (f.s3Bucket)
    return new S3FileStore({
      bucket: f.s3Bucket,
      endpoint: f.s3Endpoint,
      region: f.s3Region,
      accessKeyId: f.s3AccessKeyId,
      secretAccessKey: f.s3SecretAccessKey,
    });
  return new LocalDiskFileStore(path.join(config.dataDir, 'files'));
}
