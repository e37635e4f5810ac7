import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_KINDS } from '../../schemas/core/fileKinds';
import { validateEntityDescriptors } from '../../schemas/core/validateEntityDescriptors';
import { bearer, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { LANGUAGES, translate } from '../http/translate';
import { loadEntityDescriptors } from '../resources/loadEntityDescriptors';

const repo = path.resolve(__dirname, '../..');
const guide = readFileSync(path.join(repo, 'docs/guide-files.md'), 'utf8');
const lead = JSON.parse(readFileSync(path.join(repo, 'schemas/cm/entities/lead.entity.json'), 'utf8'));
const config = readFileSync(path.join(repo, 'server/config/loadConfig.ts'), 'utf8');

/** The first column of the markdown table that follows `heading`. */
function firstColumn(heading: string): string[] {
  const section = guide.slice(guide.indexOf(heading));
  const table = /\n(\|[^\n]*\n\|[- |]+\|\n(?:\|[^\n]*\n)+)/.exec(section)?.[1] ?? '';
  return table
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.split('|')[1]!.trim().replace(/`/g, ''));
}

// docs/guide-files.md must stay true: its field is the shipped one, its tables name what the
// code knows, and its HTTP walk-through answers as written.
describe('the files guide', () => {
  it('shows exactly the shipped attachments field of leads, which the descriptor checks accept', () => {
    const block = /## 1\. The field[\s\S]*?```json\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(JSON.parse(block!)).toEqual(lead.fields.attachments);
    expect(
      validateEntityDescriptors([{ file: 'lead', data: lead }]).problems.map((p) => p.pointer),
    ).not.toContain('/fields/attachments');
    for (const lang of LANGUAGES)
      expect(translate(lang, 'cm:fields.attachments')).not.toBe('cm:fields.attachments');
  });

  it('lists every kind of file and every storage setting the code has', () => {
    expect(firstColumn('### Kinds of file')).toEqual(Object.keys(FILE_KINDS));
    const settings = [...config.matchAll(/env\.(FILES_[A-Z0-9_]+)/g)].map((m) => m[1]);
    expect(firstColumn('## Storage')).toEqual(settings);
  });

  it('names the guide in the README, with the storage settings in its configuration table', () => {
    const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
    expect(readme).toContain('(docs/guide-files.md)');
    for (const name of [
      'FILES_S3_BUCKET',
      'FILES_S3_ENDPOINT',
      'FILES_S3_REGION',
      'FILES_S3_SECRET_ACCESS_KEY',
    ])
      expect(readme).toContain(`\`${name}\``);
  });
});

describe.each(testDatabaseTargets())('the files guide’s walk-through on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target, {}, { entities: loadEntityDescriptors() });
  });
  afterAll(async () => t.close());

  it('uploads 合約.pdf, attaches it to a new lead and downloads it under its name', async () => {
    const staff = await t.signIn('staff');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n', 'latin1');
    const up = await t.request({
      method: 'POST',
      url: '/api/cm/lead/files?field=attachments',
      headers: {
        ...bearer(staff.token),
        'content-type': 'application/octet-stream',
        'x-file-name': '%E5%90%88%E7%B4%84.pdf',
      },
      payload: pdf,
    });
    expect(up.statusCode).toBe(201);
    const file = up.json().data;
    expect(file).toMatchObject({ name: '合約.pdf', size: pdf.length, mime: 'application/pdf' });
    const created = await t.request({
      method: 'POST',
      url: '/api/cm/lead',
      headers: bearer(staff.token),
      payload: { subject: 'Renewal 2027', attachments: [file.id] },
    });
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row.attachments_files).toEqual([
      { id: file.id, name: '合約.pdf', size: pdf.length, mime: 'application/pdf' },
    ]);
    const down = await t.request({
      method: 'GET',
      url: `/api/cm/lead/${row.id}/files/${file.id}`,
      headers: bearer(staff.token),
    });
    expect(down.rawPayload.equals(pdf)).toBe(true);
    const disposition = down.headers['content-disposition'] as string;
    expect(guide.replace(/\s+/g, ' ')).toContain(`Content-Disposition: ${disposition}`);
    expect(down.headers['x-content-type-options']).toBe('nosniff');
  });
});
