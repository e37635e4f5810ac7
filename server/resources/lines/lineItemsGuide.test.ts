import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { validateEntityDescriptors } from '../../../schemas/core/validateEntityDescriptors';
import { LANGUAGES, translate } from '../../http/translate';
import { loadEntityDescriptors } from '../loadEntityDescriptors';

const repo = path.resolve(__dirname, '../../..');
const guide = readFileSync(path.join(repo, 'docs/guide-line-items.md'), 'utf8');
const quotationFile = 'schemas/cm/entities/quotation.entity.json';
const shipped = JSON.parse(readFileSync(path.join(repo, quotationFile), 'utf8'));

/** The JSON code blocks of the guide, in order. */
const blocks = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as unknown);
const [linesBlock, requestBlock, answerBlock, errorsBlock, importBlock] = blocks as [
  unknown,
  Record<string, unknown>,
  Record<string, unknown> & { lines: Array<Record<string, unknown>> },
  Record<string, string[]>,
  Record<string, unknown>,
];

// The worked example of docs/guide-line-items.md must stay true: its `lines` section is the
// shipped quotation's, its descriptor check message is what the check says, and its request
// answers what the guide shows.
describe('the line items guide', () => {
  it('shows the shipped quotation lines section', () => {
    expect(blocks).toHaveLength(5);
    expect(linesBlock).toEqual(shipped.lines);
  });

  it('shows the keys of the shipped voucher lines section that make its import', () => {
    const voucher = JSON.parse(
      readFileSync(path.join(repo, 'schemas/fa/entities/voucher.entity.json'), 'utf8'),
    );
    expect(voucher.lines).toMatchObject(importBlock);
    expect(voucher.actions).toContain('import');
  });

  it('quotes the descriptor check as it reports a wrong back reference', () => {
    const sources = loadEntityDescriptors().map((d) => ({
      file: d.id === 'cm.quotation' ? quotationFile : `${d.id}.entity.json`,
      data: d.id === 'cm.quotation' ? { ...d, lines: { ...d.lines, field: 'product_id' } } : d,
    }));
    const problem = validateEntityDescriptors(sources).problems.find((p) => p.file === quotationFile)!;
    expect(guide).toContain(
      `${problem.file} ${problem.pointer} ${problem.message.replace('product_id', 'quotation_id')}`,
    );
    expect(problem.pointer).toBe('/lines/field');
  });

  it('has the example texts in all four languages', () => {
    for (const key of [shipped.lines.title, shipped.lines.amount.totalTitle, 'resources:lines.unknownLine'])
      for (const lang of LANGUAGES) expect(translate(lang, key)).not.toBe(key);
  });
});

describe.each(testDatabaseTargets())('the line items guide example on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target);
  });
  afterAll(async () => t.close());

  it('answers the request with the derived totals and lines the guide shows, and its 422', async () => {
    const admin = await t.signIn('admin');
    const headers = { ...bearer(admin.token), 'accept-language': 'en' };
    // The ids the guide names are the demo's first organisation and its 5% tax category.
    const tax = await t.request({ method: 'GET', url: '/api/cm/tax-category/1', headers });
    expect(tax.json().data.rate).toBe(5);
    const created = await t.request({
      method: 'POST',
      url: '/api/cm/quotation',
      headers,
      payload: requestBlock,
    });
    expect(created.statusCode).toBe(201);
    const { lines, ...totals } = answerBlock;
    expect(created.json().data).toMatchObject(totals);
    expect(created.json().data.lines).toHaveLength(lines.length);
    for (const [i, line] of lines.entries()) expect(created.json().data.lines[i]).toMatchObject(line);

    const bad = {
      ...requestBlock,
      number: 'Q-GUIDE-2',
      lines: [(requestBlock.lines as unknown[])[0], { description: 'Licence', quantity: -1 }],
    };
    const refused = await t.request({ method: 'POST', url: '/api/cm/quotation', headers, payload: bad });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(errorsBlock);
  });
});
