import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { type LocalS3, startS3rver } from '../../tests/support/startS3rver';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import type { S3FileStore } from './S3FileStore';

/** A contract record with PDF scans (1 MB at most) and any other attachments; only managers see it. */
function testContract(): EntityDescriptor {
  return {
    id: 'cm.testContract',
    module: 'cm',
    title: 'cm:test.contract',
    api: '/api/cm/test-contract',
    table: 'test_contracts',
    permission: 'cm.admin.testContract',
    actions: ['view', 'create', 'edit', 'delete'],
    labelField: 'subject',
    fields: {
      subject: { type: 'string', title: 'cm:test.subject', required: true, maxLength: 100 },
      scans: { type: 'files', title: 'cm:test.scans', accept: ['pdf'], maxSizeMb: 1, maxItems: 3 },
      attachments: { type: 'files', title: 'cm:test.attachments' },
    },
    list: { columns: ['subject', 'scans'], defaultSort: 'subject' },
  };
}

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
  randomBytes(3000),
]);
const EN = { 'accept-language': 'en' };

describe.each(testDatabaseTargets())('attachments (files fields) on $name', (target) => {
  let t: TestServer;
  let manager: SignedIn;
  let admin: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target, {}, { entities: [testContract()] });
    [manager, admin, staff] = await Promise.all([t.signIn('manager'), t.signIn('admin'), t.signIn('staff')]);
  });
  afterAll(async () => t.close());

  const upload = (who: SignedIn, field: string, name: string, body: Buffer, lang = EN) =>
    t.request({
      method: 'POST',
      url: `/api/cm/test-contract/files?field=${field}`,
      headers: {
        ...bearer(who.token),
        ...lang,
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(name),
      },
      payload: body,
    });
  const write = (who: SignedIn, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    t.request({ method, url, headers: { ...bearer(who.token), ...EN }, payload });

  it('uploads, attaches and downloads a file byte for byte, under its Chinese name', async () => {
    const up = await upload(manager, 'scans', '合約 掃描.pdf', PDF);
    expect(up.statusCode).toBe(201);
    const file = up.json().data;
    expect(file).toMatchObject({ name: '合約 掃描.pdf', size: PDF.length, mime: 'application/pdf' });
    const created = await write(manager, 'POST', '/api/cm/test-contract', {
      subject: 'Lease',
      scans: [file.id],
    });
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row.scans).toEqual([file.id]);
    expect(row.scans_files).toEqual([
      { id: file.id, name: '合約 掃描.pdf', size: PDF.length, mime: 'application/pdf' },
    ]);
    // A field without files is the empty list, never null (the column is `not null default '{}'`).
    expect(row.attachments).toEqual([]);
    expect(row.attachments_files).toEqual([]);

    const down = await t.request({
      method: 'GET',
      url: `/api/cm/test-contract/${row.id}/files/${file.id}`,
      headers: bearer(admin.token),
    });
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(PDF)).toBe(true);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.headers['content-disposition']).toBe(
      `attachment; filename="__ __.pdf"; filename*=UTF-8''${encodeURIComponent('合約 掃描.pdf')}`,
    );
    // Lists carry the same file summaries (the web shows a count).
    const list = await t.request({
      method: 'GET',
      url: '/api/cm/test-contract',
      headers: bearer(manager.token),
    });
    expect(list.json().data[0].scans_files).toHaveLength(1);
  });

  it('refuses a text file named x.pdf, in the caller’s language, and keeps nothing', async () => {
    const en = await upload(manager, 'scans', 'x.pdf', Buffer.from('just some words, not a PDF\n'));
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      message:
        '"x.pdf" is not a PDF: its content says otherwise (the type is read from the content, not the name).',
      detected: 'text/plain',
    });
    const tw = await upload(manager, 'scans', 'x.pdf', Buffer.from('純文字'), { 'accept-language': 'zh-TW' });
    expect(tw.statusCode).toBe(422);
    expect(tw.json().errors.file[0]).toBe('「x.pdf」不是PDF 檔：檔案內容不符（類型依內容判斷，而非檔名）。');
    const rows = await t.server.ctx.db
      .selectFrom('files')
      .select('id')
      .where('original_name', '=', 'x.pdf')
      .execute();
    expect(rows).toEqual([]);
  });

  it('stops an upload at the size limit while it streams, even without a declared length', async () => {
    const big = Buffer.concat([PDF, randomBytes(1024 * 1024)]);
    const declared = await upload(manager, 'scans', 'big.pdf', big);
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe('The file is larger than 1 MB.');
    // A chunked body has no Content-Length: the meter stops it after 1 MB of bytes.
    const { Readable } = await import('node:stream');
    const chunked = await t.request({
      method: 'POST',
      url: '/api/cm/test-contract/files?field=scans',
      headers: {
        ...bearer(manager.token),
        ...EN,
        'content-type': 'application/octet-stream',
        'x-file-name': 'big.pdf',
      },
      payload: Readable.from([big.subarray(0, 600_000), big.subarray(600_000)]),
    });
    expect(chunked.statusCode).toBe(413);
    const rows = await t.server.ctx.db
      .selectFrom('files')
      .select('id')
      .where('original_name', '=', 'big.pdf')
      .execute();
    expect(rows).toEqual([]);
  });

  it('takes CSV and any binary where the field accepts everything, typed from the content', async () => {
    const csv = await upload(manager, 'attachments', 'prices.txt', Buffer.from('sku,price\nA1,10\nB2,12\n'));
    expect(csv.json().data.mime).toBe('text/csv');
    const bin = await upload(manager, 'attachments', 'blob.pdf', randomBytes(5000));
    expect(bin.json().data.mime).toBe('application/octet-stream');
  });

  it('downloads with the record’s view right: 403 without it, 404 for a file of another record', async () => {
    const a = (await upload(manager, 'attachments', 'a.txt', Buffer.from('first'))).json().data;
    const b = (await upload(manager, 'attachments', 'b.txt', Buffer.from('second'))).json().data;
    const first = (
      await write(manager, 'POST', '/api/cm/test-contract', { subject: 'A', attachments: [a.id] })
    ).json().data;
    const second = (
      await write(manager, 'POST', '/api/cm/test-contract', { subject: 'B', attachments: [b.id] })
    ).json().data;
    const get = (who: SignedIn, record: number, file: number) =>
      t.request({
        method: 'GET',
        url: `/api/cm/test-contract/${record}/files/${file}`,
        headers: bearer(who.token),
      });
    expect((await get(manager, first.id, a.id)).body).toBe('first');
    expect((await get(staff, first.id, a.id)).statusCode).toBe(403);
    expect((await get(manager, first.id, b.id)).statusCode).toBe(404);
    expect((await get(manager, second.id, b.id)).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/cm/test-contract/${first.id}/files/${a.id}` })).statusCode,
    ).toBe(401);
  });

  it('attaches only the writer’s own unattached uploads for that field, and keeps those already on the record', async () => {
    const mine = (await upload(manager, 'attachments', 'm.txt', Buffer.from('mine'))).json().data;
    const theirs = (await upload(admin, 'attachments', 't.txt', Buffer.from('theirs'))).json().data;
    const scan = (await upload(manager, 'scans', 's.pdf', PDF)).json().data;
    const refused = await write(manager, 'POST', '/api/cm/test-contract', {
      subject: 'C',
      attachments: [mine.id, theirs.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.attachments[0]).toContain(String(theirs.id));
    // A scan upload cannot be put in another field.
    const wrongField = await write(manager, 'POST', '/api/cm/test-contract', {
      subject: 'C',
      attachments: [scan.id],
    });
    expect(wrongField.statusCode).toBe(422);
    const ok = await write(manager, 'POST', '/api/cm/test-contract', {
      subject: 'C',
      attachments: [mine.id],
    });
    expect(ok.statusCode).toBe(201);
    const record = ok.json().data;
    // Already attached: nobody may attach it to a second record.
    const again = await write(manager, 'POST', '/api/cm/test-contract', {
      subject: 'D',
      attachments: [mine.id],
    });
    expect(again.statusCode).toBe(422);
    // Another user edits the record: its files stay, the editor adds their own, then removes one.
    const edited = await write(admin, 'PUT', `/api/cm/test-contract/${record.id}`, {
      version: record.version,
      attachments: [mine.id, theirs.id],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attachments_files.map((f: { name: string }) => f.name)).toEqual([
      'm.txt',
      't.txt',
    ]);
    const removed = await write(admin, 'PUT', `/api/cm/test-contract/${record.id}`, {
      version: record.version + 1,
      attachments: [theirs.id],
    });
    expect(removed.json().data.attachments_files.map((f: { name: string }) => f.name)).toEqual(['t.txt']);
    const gone = await t.request({
      method: 'GET',
      url: `/api/cm/test-contract/${record.id}/files/${mine.id}`,
      headers: bearer(admin.token),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses uploads to callers who may neither create nor edit, and to unknown fields', async () => {
    expect((await upload(staff, 'attachments', 'x.txt', Buffer.from('x'))).statusCode).toBe(403);
    expect((await upload(manager, 'subject', 'x.txt', Buffer.from('x'))).statusCode).toBe(422);
    expect((await upload(manager, 'attachments', 'x.txt', Buffer.alloc(0))).statusCode).toBe(422);
  });

  it('answers an upload with no body at all (no Content-Type) 422 empty, not a 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/cm/test-contract/files?field=attachments',
      headers: { ...bearer(manager.token), ...EN },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toHaveLength(1);
  });

  it('sweeps uploads nobody attached after a day, rows and bytes', async () => {
    const old = (await upload(manager, 'attachments', 'old.txt', Buffer.from('old'))).json().data;
    const row = await t.server.ctx.db
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    await sql`update files set created_at = now() - interval '25 hours' where id = ${old.id}`.execute(
      t.server.ctx.db,
    );
    await upload(manager, 'attachments', 'new.txt', Buffer.from('new'));
    expect(await t.server.ctx.db.selectFrom('files').select('id').where('id', '=', old.id).execute()).toEqual(
      [],
    );
    await expect(t.server.ctx.files.get(row.storage_key)).rejects.toThrow('no stored file');
  });
});

describe('attachments through the S3 store (s3rver)', () => {
  let s3: LocalS3;
  let t: TestServer;
  let manager: SignedIn;
  beforeAll(async () => {
    s3 = await startS3rver();
    const [pglite] = testDatabaseTargets();
    t = await startTestServer(
      pglite!,
      {
        files: {
          s3Bucket: s3.bucket,
          s3Endpoint: s3.endpoint,
          s3Region: 'us-east-1',
          s3AccessKeyId: 'S3RVER',
          s3SecretAccessKey: 'S3RVER',
          maxSizeMb: 200,
        },
      },
      { entities: [testContract()] },
    );
    manager = await t.signIn('manager');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores the upload in the bucket and downloads the same bytes; a refused one leaves no object', async () => {
    const headers = { ...bearer(manager.token), ...EN, 'content-type': 'application/octet-stream' };
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), randomBytes(900_000)]);
    const up = await t.request({
      method: 'POST',
      url: '/api/cm/test-contract/files?field=scans',
      headers: { ...headers, 'x-file-name': 'scan.pdf' },
      payload: big,
    });
    expect(up.statusCode).toBe(201);
    const file = up.json().data;
    const row = (
      await t.request({
        method: 'POST',
        url: '/api/cm/test-contract',
        headers: bearer(manager.token),
        payload: { subject: 'In the bucket', scans: [file.id] },
      })
    ).json().data;
    const down = await t.request({
      method: 'GET',
      url: `/api/cm/test-contract/${row.id}/files/${file.id}`,
      headers: bearer(manager.token),
    });
    expect(down.rawPayload.equals(big)).toBe(true);

    const refused = await t.request({
      method: 'POST',
      url: '/api/cm/test-contract/files?field=scans',
      headers: { ...headers, 'x-file-name': 'x.pdf' },
      payload: Buffer.from('words'),
    });
    expect(refused.statusCode).toBe(422);
    const store = t.server.ctx.files as S3FileStore;
    const listed = await store.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    const stored = await t.server.ctx.db.selectFrom('files').select('storage_key').execute();
    expect((listed.Contents ?? []).map((o) => o.Key).sort()).toEqual(stored.map((r) => r.storage_key).sort());
  });
});
