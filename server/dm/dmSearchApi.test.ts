import JSZip from 'jszip';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { demoPdf } from '../seed/demo/demoPdf';

const EN = { 'accept-language': 'en' };

/** A minimal Word file: the one part that holds its words. */
async function docx(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs
      .map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`)
      .join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe.each(testDatabaseTargets())('document management: search inside files on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  let shared: number;
  let secret: number;
  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, staff] = await Promise.all([t.signIn('admin'), t.signIn('staff')]);
    const folder = async (name: string) => {
      const response = await call(admin, 'POST', '/api/dm/folder', { name, parent_id: null });
      expect(response.statusCode, response.body).toBe(201);
      return Number(response.json().data.id);
    };
    [shared, secret] = [await folder('Shared search'), await folder('Board only')];
    const granted = await call(admin, 'PUT', `/api/dm/folder/${shared}/access`, {
      inherit: true,
      entries: [{ owner: `u${staff.user.id}`, level: 'read' }],
    });
    expect(granted.statusCode, granted.body).toBe(200);
  });
  afterAll(async () => t.close());

  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const upload = async (url: string, name: string, body: Buffer) => {
    const response = await t.upload(admin, url, name, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; version_id: number };
  };
  const found = async (who: SignedIn, search: string) => {
    const response = await call(
      who,
      'GET',
      `/api/dm/document?search=${encodeURIComponent(search)}&perPage=50`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Array<{ id: number; name: string }>).map((r) => r.name).sort();
  };
  const jobs = () => t.server.ctx.jobs.runUntilIdle();

  it('finds a Chinese phrase inside a PDF, a Word file and a text file, only where the reader may read', async () => {
    await upload(
      `/api/dm/document/upload?folder_id=${shared}`,
      'Procurement.pdf',
      demoPdf('Procurement', [['本公司年度採購合約書，請於月底前簽回。', 'Quarterly revenue review']]),
    );
    await upload(
      `/api/dm/document/upload?folder_id=${shared}`,
      'Minutes.docx',
      await docx(['会議の議事録', 'Budget &amp; headcount']),
    );
    await upload(
      `/api/dm/document/upload?folder_id=${secret}`,
      'Board.txt',
      Buffer.from('董事會議事錄：年度採購合約書另案審議。\nQuarterly revenue forecast\n', 'utf8'),
    );
    await jobs();
    const unfinished = await sql`select kind, document_id, status, error from dm_jobs
      where status <> 'done'`.execute(t.server.ctx.db);
    expect(unfinished.rows).toEqual([]);

    expect(await found(admin, '採購合約書')).toEqual(['Board.txt', 'Procurement.pdf']);
    expect(await found(staff, '採購合約書')).toEqual(['Procurement.pdf']);
    expect(await found(staff, '議事録')).toEqual(['Minutes.docx']);
    expect(await found(staff, 'budget headcount')).toEqual(['Minutes.docx']);
    // The last word as a prefix; all words required; the board's file is not the staff's.
    expect(await found(admin, 'quarterly reve')).toEqual(['Board.txt', 'Procurement.pdf']);
    expect(await found(staff, 'quarterly forecast')).toEqual([]);
    // Names too, and the demo's Chinese PDF, which every employee reads.
    expect(await found(staff, 'procure')).toEqual(['Procurement.pdf']);
    expect(await found(staff, '檢據報支')).toEqual(['國內出差旅費報支要點.pdf']);
    // Punctuation alone searches nothing rather than everything.
    expect(await found(staff, '；；')).toEqual([]);
  });

  it('searches the current version only, and a restored version’s words again', async () => {
    const doc = await upload(
      `/api/dm/document/upload?folder_id=${shared}`,
      'Memo.txt',
      Buffer.from('第一版：舊的報價單\n', 'utf8'),
    );
    await upload(
      `/api/dm/document/${doc.id}/versions`,
      'Memo.txt',
      Buffer.from('第二版：新的報價單\n', 'utf8'),
    );
    await jobs();
    expect(await found(staff, '舊的報價單')).toEqual([]);
    expect(await found(staff, '新的報價單')).toEqual(['Memo.txt']);
    const restored = await call(admin, 'POST', `/api/dm/version/${doc.version_id}/make-current`);
    expect(restored.statusCode, restored.body).toBe(201);
    await jobs();
    expect(await found(staff, '舊的報價單')).toEqual(['Memo.txt']);
    expect(await found(staff, '新的報價單')).toEqual([]);
  });

  it('retries a failed job a few times, then shows it failed until an administrator retries it', async () => {
    const doc = await upload(
      `/api/dm/document/upload?folder_id=${shared}`,
      'Broken.pdf',
      Buffer.from('%PDF-1.7\nthis is not really a PDF\n', 'latin1'),
    );
    const { db } = t.server.ctx;
    const job = async () =>
      (
        await sql<{ id: number; status: string; attempts: number; error: string | null }>`
          select id, status, attempts, error from dm_jobs where version_id = ${doc.version_id}`.execute(db)
      ).rows[0]!;
    for (let attempt = 1; attempt <= 3; attempt++) {
      // The next attempt waits a while; the test need not.
      await sql`update dm_jobs set run_after = null where version_id = ${doc.version_id}`.execute(db);
      await jobs();
      expect(await job()).toMatchObject({ attempts: attempt, status: attempt < 3 ? 'queued' : 'failed' });
    }
    expect((await job()).error).toBeTruthy();

    const failed = await call(admin, 'GET', '/api/dm/job?filter[status]=failed');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data.map((r: { id: number }) => r.id)).toContain((await job()).id);
    expect((await call(staff, 'GET', '/api/dm/job')).statusCode).toBe(403);
    expect((await call(staff, 'POST', `/api/dm/job/${(await job()).id}/actions/retry`, {})).statusCode).toBe(
      403,
    );

    const retried = await call(admin, 'POST', `/api/dm/job/${(await job()).id}/actions/retry`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await job()).toMatchObject({ status: 'queued', attempts: 0, error: null });
    // Retrying what is not failed is refused.
    expect((await call(admin, 'POST', `/api/dm/job/${(await job()).id}/actions/retry`, {})).statusCode).toBe(
      409,
    );
  });
});
