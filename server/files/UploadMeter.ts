import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { detectFileType, HEAD_BYTES } from './detectFileType';

/** The upload went past its size limit; it was stopped there. */
export class UploadTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`upload larger than ${limitBytes} bytes`);
  }
}

/** The content is not of a kind the field accepts. */
export class UploadRefusedType extends Error {
  constructor(readonly mime: string) {
    super(`upload of type ${mime} refused`);
  }
}

/**
 * The pass-through an upload streams through on its way to the store: it counts the bytes
 * (failing with UploadTooLarge the moment the limit is passed), hashes them (sha256), and holds
 * back only the first HEAD_BYTES until the type is read from them (failing with
 * UploadRefusedType when `accepts` says no). Memory stays at one head plus one chunk.
 */
export class UploadMeter extends Transform {
  size = 0;
  mime = 'application/octet-stream';
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private typed = false;

  /**
   * Why the stream failed, kept here because the failure may come before the store starts
   * reading (it may first create a folder) and a store may report it as a premature close.
   */
  failure: Error | undefined;

  constructor(
    private readonly limitBytes: number,
    private readonly accepts: (mime: string) => boolean,
  ) {
    super();
    this.on('error', (error) => {
      this.failure ??= error;
    });
  }

  get sha256(): string {
    return this.hash.copy().digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limitBytes) {
      done(new UploadTooLarge(this.limitBytes));
      return;
    }
    this.hash.update(chunk);
    if (this.typed) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < HEAD_BYTES) {
      done();
      return;
    }
    this.releaseHead(false, done);
  }

  override _flush(done: TransformCallback): void {
    if (this.typed) done();
    else this.releaseHead(true, done);
  }

  /** Reads the type from the held-back head, then lets it through or fails the stream. */
  private releaseHead(complete: boolean, done: TransformCallback): void {
    const head = Buffer.concat(this.head, this.headBytes);
    this.head = [];
    this.typed = true;
    detectFileType(head, complete).then(
      (mime) => {
        this.mime = mime;
        if (!this.accepts(mime)) done(new UploadRefusedType(mime));
        else done(null, head);
      },
      (error: unknown) => done(error as Error),
    );
  }
}
