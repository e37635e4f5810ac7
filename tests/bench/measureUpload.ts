import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type LocalS3, startS3rver } from '../support/startS3rver';
import { spawnServerProcess } from './spawnServerProcess';

/** The upload must stream: the server may not grow by more than this while a 100 MB file passes. */
export const UPLOAD_RSS_GROWTH_TARGET_MB = 64;

export interface UploadResult {
  /** Where the server stored the file: the local disk, or an S3 bucket (s3rver, in this process). */
  store: 'local' | 's3';
  sizeMb: number;
  uploadMs: number;
  uploadMbPerSecond: number;
  downloadMs: number;
  downloadMbPerSecond: number;
  /** The server's resident memory before the upload and its peak while it streamed, in MB. */
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  /** How many times memory was read while the file streamed. */
  rssSamples: number;
  targetGrowthMb: number;
  /** The downloaded bytes hash to the uploaded ones. */
  identical: boolean;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Issue 11: a `sizeMb` file (a PDF header, then random bytes) uploaded to a lead's attachments
 * field of a server in its own process (local-disk store), as the browser sends it: one raw
 * body with its Content-Length. The server's resident memory is sampled every 10 ms from
 * /proc while the file streams: growth near the file's size would mean it is buffered. The
 * file is then attached, downloaded and compared by sha256. With `store: 's3'` the server
 * sends it to s3rver in 8 MiB multipart parts.
 */
export async function measureUpload(sizeMb = 100, store: 'local' | 's3' = 'local'): Promise<UploadResult> {
  const s3: LocalS3 | undefined = store === 's3' ? await startS3rver('atrium-bench') : undefined;
  const server = await spawnServerProcess({
    LOG_LEVEL: 'warn',
    ...(s3
      ? {
          FILES_S3_BUCKET: s3.bucket,
          FILES_S3_ENDPOINT: s3.endpoint,
          FILES_S3_ACCESS_KEY_ID: 'S3RVER',
          FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
        }
      : {}),
  });
  try {
    const base = server.baseUrl;
    const login = await fetch(`${base}/api/sc/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), randomBytes(sizeMb * 1024 * 1024 - 9)]);
    const sent = createHash('sha256').update(body).digest('hex');
    const upload = (bytes: Buffer, name: string) =>
      fetch(`${base}/api/cm/lead/files?field=attachments`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/octet-stream', 'x-file-name': name },
        body: new Blob([new Uint8Array(bytes)]),
      });
    // A small upload first, so the code paths are loaded before the baseline is read.
    await (await upload(body.subarray(0, 100_000), 'warm-up.pdf')).arrayBuffer();

    const rssBefore = await rssMb(server.pid);
    let peak = rssBefore;
    let sampling = true;
    let samples = 0;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssMb(server.pid));
        samples++;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const started = performance.now();
    const answer = await upload(body, 'bench.pdf');
    const uploadMs = performance.now() - started;
    sampling = false;
    await sampler;
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
    const file = ((await answer.json()) as { data: { id: number; sha256: string } }).data;

    const created = await fetch(`${base}/api/cm/lead`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'Upload benchmark', attachments: [file.id] }),
    });
    const lead = ((await created.json()) as { data: { id: number } }).data;
    const downloadStarted = performance.now();
    const download = await fetch(`${base}/api/cm/lead/${lead.id}/files/${file.id}`, { headers: auth });
    const hash = createHash('sha256');
    for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
    const downloadMs = performance.now() - downloadStarted;
    const received = hash.digest('hex');

    return {
      store,
      sizeMb,
      uploadMs: Math.round(uploadMs),
      uploadMbPerSecond: round(sizeMb / (uploadMs / 1000)),
      downloadMs: Math.round(downloadMs),
      downloadMbPerSecond: round(sizeMb / (downloadMs / 1000)),
      rssBeforeMb: round(rssBefore),
      rssPeakMb: round(peak),
      rssGrowthMb: round(peak - rssBefore),
      rssSamples: samples,
      targetGrowthMb: UPLOAD_RSS_GROWTH_TARGET_MB,
      identical: received === sent && file.sha256 === sent,
    };
  } finally {
    await server.stop();
    await s3?.close();
  }
}

// `npx tsx tests/bench/measureUpload.ts [s3]` runs this measurement alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  measureUpload(Number(process.env.BENCH_UPLOAD_MB) || 100, process.argv[2] === 's3' ? 's3' : 'local').then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
