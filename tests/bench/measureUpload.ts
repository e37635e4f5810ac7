import { adminToken } from './adminToken';
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type LocalS3, startS3rver } from '../support/startS3rver';
import { spawnServerProcess } from './spawnServerProcess';

/** The upload must stream: the server may not grow by more than this while a 100 MB file passes. */
export const UPLOAD_RSS_GROWTH_TARGET_MB = 64;

/** Which upload door: a lead's attachments (issue 11) or a new document in a folder (issue 17). */
export type UploadDoor = 'lead' | 'dm';

export interface UploadResult {
  door: UploadDoor;
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
  /** The first 64 KiB by a Range request, as the PDF viewer asks first (dm only). */
  firstRangeMs?: number;
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
 * body with its Content-Length; issue 17 (`door: 'dm'`): the same as a new document in a folder,
 * document management's size limit raised to 2 GB first, and its first 64 KiB read by a range. The server's resident memory is sampled every 10 ms from
 * /proc while the file streams: growth near the file's size would mean it is buffered. The
 * file is then attached, downloaded and compared by sha256. With `store: 's3'` the server
 * sends it to s3rver in 8 MiB multipart parts.
 */
export async function measureUpload(
  sizeMb = 100,
  store: 'local' | 's3' = 'local',
  door: UploadDoor = 'lead',
): Promise<UploadResult> {
  const s3: LocalS3 | undefined = store === 's3' ? await startS3rver('atrium-bench') : undefined;
  const server = await spawnServerProcess({
    LOG_LEVEL: 'warn',
    FILES_MAX_SIZE_MB: String(Math.max(200, sizeMb + 1)),
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
    const token = await adminToken(base);
    const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), randomBytes(sizeMb * 1024 * 1024 - 9)]);
    const sent = createHash('sha256').update(body).digest('hex');
    const folder = door === 'dm' ? await prepareDm(base, auth, sizeMb) : 0;
    const uploadUrl =
      door === 'dm'
        ? `${base}/api/dm/document/upload?folder_id=${folder}`
        : `${base}/api/cm/lead/files?field=attachments`;
    const upload = (bytes: Buffer, name: string) =>
      fetch(uploadUrl, {
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
    const stored = ((await answer.json()) as { data: { id: number; sha256?: string } }).data;
    let downloadUrl: string;
    let storedSha: string;
    let firstRangeMs: number | undefined;
    if (door === 'dm') {
      downloadUrl = `${base}/api/dm/document/${stored.id}/content`;
      const versions = await fetch(`${base}/api/dm/version?filter[document_id]=${stored.id}`, {
        headers: auth,
      });
      storedSha = ((await versions.json()) as { data: Array<{ sha256: string }> }).data[0]!.sha256;
      const rangeStarted = performance.now();
      const first = await fetch(downloadUrl, { headers: { ...auth, range: 'bytes=0-65535' } });
      const firstBytes = Buffer.from(await first.arrayBuffer());
      firstRangeMs = Math.round((performance.now() - rangeStarted) * 10) / 10;
      if (first.status !== 206 || !firstBytes.equals(body.subarray(0, 65536)))
        throw new Error(`the first range answered ${first.status} with ${firstBytes.length} bytes`);
    } else {
      const created = await fetch(`${base}/api/cm/lead`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ subject: 'Upload benchmark', attachments: [stored.id] }),
      });
      const lead = ((await created.json()) as { data: { id: number } }).data;
      downloadUrl = `${base}/api/cm/lead/${lead.id}/files/${stored.id}`;
      storedSha = stored.sha256 ?? '';
    }
    const downloadStarted = performance.now();
    const download = await fetch(downloadUrl, { headers: auth });
    const hash = createHash('sha256');
    for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
    const downloadMs = performance.now() - downloadStarted;
    const received = hash.digest('hex');

    return {
      door,
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
      identical: received === sent && storedSha === sent,
      ...(firstRangeMs === undefined ? {} : { firstRangeMs }),
    };
  } finally {
    await server.stop();
    await s3?.close();
  }
}

/** A folder for the benchmark's document, and document management's size limit above the file. */
async function prepareDm(base: string, auth: Record<string, string>, sizeMb: number): Promise<number> {
  const json = { ...auth, 'content-type': 'application/json' };
  const settings = await fetch(`${base}/api/dm/global`, { headers: auth });
  const { version } = ((await settings.json()) as { data: { version: number } }).data;
  const saved = await fetch(`${base}/api/dm/global`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ maxSizeMb: Math.min(2048, sizeMb + 1), quotaMb: 0, version }),
  });
  if (saved.status !== 200) throw new Error(`dm.global answered ${saved.status}: ${await saved.text()}`);
  const folder = await fetch(`${base}/api/dm/folder`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Upload benchmark', parent_id: null }),
  });
  if (folder.status !== 201) throw new Error(`the folder answered ${folder.status}: ${await folder.text()}`);
  return ((await folder.json()) as { data: { id: number } }).data.id;
}

// `npx tsx tests/bench/measureUpload.ts [s3|dm]` runs this measurement alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  measureUpload(
    Number(process.env.BENCH_UPLOAD_MB) || 100,
    process.argv[2] === 's3' ? 's3' : 'local',
    process.argv[2] === 'dm' ? 'dm' : 'lead',
  ).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
