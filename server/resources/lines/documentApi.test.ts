import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { ValidationFailed } from '../../http/HttpError';
import type { EntityRules } from '../entityRules';

// A test-only journal voucher: its lines must balance (debits equal credits), a line is a
// debit or a credit, never both, and the voucher's totals are derived from its lines.
function voucher(): EntityDescriptor {
  return {
    id: 'cm.testVoucher',
    module: 'cm',
    title: 'cm:test.voucher',
    api: '/api/cm/test-voucher',
    table: 'test_vouchers',
    permission: 'cm.admin.testVoucher',
    actions: ['view', 'create', 'edit', 'delete', 'import'],
    labelField: 'number',
    fields: {
      number: { type: 'string', title: 'cm:fields.code', required: true, maxLength: 20, unique: true },
      total_debit: { type: 'decimal', title: 'cm:fields.subtotal', scale: 2, readOnly: true },
      total_credit: { type: 'decimal', title: 'cm:fields.total', scale: 2, readOnly: true },
    },
    list: { columns: ['number'], defaultSort: 'number' },
    lines: {
      entity: 'cm.testVoucherLine',
      field: 'voucher_id',
      order: 'sort',
      columns: ['account', 'debit', 'credit'],
      title: 'cm:test.lines',
      minItems: 2,
      maxItems: 600,
      importGroup: 'cm:test.voucher',
    },
  };
}

function voucherLine(): EntityDescriptor {
  return {
    id: 'cm.testVoucherLine',
    module: 'cm',
    title: 'cm:test.voucherLine',
    api: '/api/cm/test-voucher-line',
    table: 'test_voucher_lines',
    permission: 'cm.admin.testVoucher',
    actions: ['view'],
    labelField: 'account',
    fields: {
      voucher_id: {
        type: 'reference',
        title: 'cm:test.voucher',
        reference: 'cm.testVoucher',
        required: true,
      },
      sort: { type: 'integer', title: 'cm:fields.sort', minimum: 0 },
      account: { type: 'string', title: 'cm:fields.code', required: true, maxLength: 20 },
      debit: { type: 'decimal', title: 'cm:fields.subtotal', scale: 2, minimum: 0, default: 0 },
      credit: { type: 'decimal', title: 'cm:fields.total', scale: 2, minimum: 0, default: 0 },
    },
    list: { columns: ['account'], defaultSort: 'sort' },
  };
}

const sum = (lines: ReadonlyArray<Record<string, unknown>>, field: string) =>
  lines.reduce((total, line) => total.plus(new Decimal(String(line[field] ?? 0))), new Decimal(0));

// What the document rule asks of master data (the places of its amounts), counted: within a
// batch (an import) it is asked through the batch's memo, so once per import.
let placesAsked = 0;
const askPlaces = async () => {
  placesAsked += 1;
  return 2;
};

const rules = new Map<string, EntityRules>([
  [
    'cm.testVoucherLine',
    {
      prepare: async (_ctx, values, before) => {
        const line = { ...(before ?? {}), ...values };
        if (Number(line.debit ?? 0) > 0 && Number(line.credit ?? 0) > 0)
          throw new ValidationFailed('invalid', { debit: ['A line is a debit or a credit, not both.'] });
        return values;
      },
    },
  ],
  [
    'cm.testVoucher',
    {
      deriveDocument: async (ctx, document) => {
        const places = await (ctx.memo ? ctx.memo.once('test.places', askPlaces) : askPlaces());
        const debit = sum(document.lines, 'debit');
        const credit = sum(document.lines, 'credit');
        if (!debit.equals(credit))
          throw new ValidationFailed('invalid', {
            lines: [`Debits (${debit.toFixed(places)}) must equal credits (${credit.toFixed(places)}).`],
          });
        return { total_debit: debit.toFixed(places), total_credit: credit.toFixed(places) };
      },
    },
  ],
]);

describe.each(testDatabaseTargets())('documents with line items on $name', (target) => {
  let t: TestServer;
  let manager: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target, {}, { entities: [voucher(), voucherLine()], rules });
    manager = await t.signIn('manager');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, lang = 'en') =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const count = async (table: string, where = sql`true`) =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(
          t.server.ctx.db,
        )
      ).rows[0]!.n,
    );

  it('creates a document with its lines in order and derives totals exactly in decimal', async () => {
    const res = await as(manager, 'POST', '/api/cm/test-voucher', {
      number: 'V-1',
      lines: [
        { account: '1101', debit: 0.1 },
        { account: '1102', debit: 0.2 },
        { account: '4101', credit: 0.3 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    // 0.1 + 0.2 = 0.30000000000000004 in floating point; the rule sums in decimal.
    expect(data).toMatchObject({ number: 'V-1', total_debit: 0.3, total_credit: 0.3, version: 1 });
    expect(data.lines.map((l: { account: string; sort: number }) => [l.sort, l.account])).toEqual([
      [1, '1101'],
      [2, '1102'],
      [3, '4101'],
    ]);
    const read = (await as(manager, 'GET', `/api/cm/test-voucher/${data.id}`)).json().data;
    expect(read.lines).toEqual(data.lines);
  });

  it('refuses an unbalanced document with the rule message, writing nothing', async () => {
    const [vouchers, lines] = [await count('test_vouchers'), await count('test_voucher_lines')];
    const res = await as(manager, 'POST', '/api/cm/test-voucher', {
      number: 'V-UNBALANCED',
      lines: [
        { account: '1101', debit: 100 },
        { account: '4101', credit: 99.99 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ lines: ['Debits (100.00) must equal credits (99.99).'] });
    expect(await count('test_vouchers')).toBe(vouchers);
    expect(await count('test_voucher_lines')).toBe(lines);
  });

  it('keys every bad line by position and field, in the caller language, and writes nothing', async () => {
    const created = (
      await as(manager, 'POST', '/api/cm/test-voucher', {
        number: 'V-2',
        lines: [
          { account: '1101', debit: 5 },
          { account: '4101', credit: 5 },
        ],
      })
    ).json().data;
    const bad = {
      version: 1,
      lines: [
        { id: created.lines[0].id, account: '1101', debit: 7 },
        { account: '4101', credit: 2, debit: 1 },
        { credit: -5 },
      ],
    };
    const res = await as(manager, 'PUT', `/api/cm/test-voucher/${created.id}`, bad);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'lines.1.debit': ['A line is a debit or a credit, not both.'],
      'lines.2.account': ['The Code field is required.'],
      'lines.2.credit': ['The Total field must be at least 0.'],
    });
    const tw = await as(manager, 'PUT', `/api/cm/test-voucher/${created.id}`, bad, 'tw');
    expect(tw.json().errors['lines.2.account'][0]).toContain('代碼');
    const after = (await as(manager, 'GET', `/api/cm/test-voucher/${created.id}`)).json().data;
    expect(after).toMatchObject({ version: 1, total_debit: 5 });
    expect(after.lines).toEqual(created.lines);
  });

  it('reorders, edits, adds and soft-deletes lines in one save with one new version, audited as one change', async () => {
    const created = (
      await as(manager, 'POST', '/api/cm/test-voucher', {
        number: 'V-3',
        lines: [
          { account: 'A', debit: 10 },
          { account: 'B', debit: 5 },
          { account: 'C', credit: 15 },
        ],
      })
    ).json().data;
    const [a, b, c] = created.lines;
    const res = await as(manager, 'PUT', `/api/cm/test-voucher/${created.id}`, {
      version: 1,
      lines: [
        { id: c.id },
        { account: 'D', debit: 5 },
        { id: a.id, debit: 10.5 },
        { account: 'E', credit: 0.5 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ version: 2, total_debit: 15.5, total_credit: 15.5 });
    expect(data.lines.map((l: { id: number; account: string; sort: number }) => [l.sort, l.account])).toEqual(
      [
        [1, 'C'],
        [2, 'D'],
        [3, 'A'],
        [4, 'E'],
      ],
    );
    expect(data.lines[0].id).toBe(c.id);
    expect(data.lines[2].id).toBe(a.id);
    expect(await count('test_voucher_lines', sql`id = ${b.id} and deleted_at is not null`)).toBe(1);
    const audit = (await as(manager, 'GET', `/api/cm/test-voucher/${created.id}/audit`)).json().data;
    expect(audit[0].action).toBe('update');
    const before = typeof audit[0].before === 'string' ? JSON.parse(audit[0].before) : audit[0].before;
    const afterAudit = typeof audit[0].after === 'string' ? JSON.parse(audit[0].after) : audit[0].after;
    expect(before.lines.map((l: { account: string }) => l.account)).toEqual(['A', 'B', 'C']);
    expect(afterAudit.lines.map((l: { account: string }) => l.account)).toEqual(['C', 'D', 'A', 'E']);
  });

  it('answers 409 with the current document for a stale version, and writes nothing', async () => {
    const created = (
      await as(manager, 'POST', '/api/cm/test-voucher', {
        number: 'V-4',
        lines: [
          { account: 'A', debit: 1 },
          { account: 'B', credit: 1 },
        ],
      })
    ).json().data;
    const first = await as(manager, 'PUT', `/api/cm/test-voucher/${created.id}`, {
      version: 1,
      lines: [
        { id: created.lines[0].id, debit: 2 },
        { id: created.lines[1].id, credit: 2 },
      ],
    });
    expect(first.json().data.version).toBe(2);
    const stale = await as(manager, 'PUT', `/api/cm/test-voucher/${created.id}`, {
      version: 1,
      lines: [
        { account: 'X', debit: 9 },
        { account: 'Y', credit: 9 },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ version: 2, total_debit: 2 });
    expect(stale.json().data.lines.map((l: { account: string }) => l.account)).toEqual(['A', 'B']);
    expect(await count('test_voucher_lines', sql`account in ('X', 'Y')`)).toBe(0);
  });

  it('lets one of two concurrent saves of the same version win, the other getting 409', async () => {
    const created = (
      await as(manager, 'POST', '/api/cm/test-voucher', {
        number: 'V-RACE',
        lines: [
          { account: 'A', debit: 1 },
          { account: 'B', credit: 1 },
        ],
      })
    ).json().data;
    const save = (amount: number) =>
      as(manager, 'PUT', `/api/cm/test-voucher/${created.id}`, {
        version: 1,
        lines: [
          { account: `D${amount}`, debit: amount },
          { account: `C${amount}`, credit: amount },
        ],
      });
    const answers = await Promise.all([save(7), save(8)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = (await as(manager, 'GET', `/api/cm/test-voucher/${created.id}`)).json().data;
    expect(after.version).toBe(2);
    // The winner's lines only: the loser wrote none.
    expect(after.lines).toHaveLength(2);
    expect(await count('test_voucher_lines', sql`voucher_id = ${created.id} and deleted_at is null`)).toBe(2);
  });

  it("refuses a line of another document, too few lines, and a caller without the parent's edit right", async () => {
    const one = (
      await as(manager, 'POST', '/api/cm/test-voucher', {
        number: 'V-5',
        lines: [
          { account: 'A', debit: 1 },
          { account: 'B', credit: 1 },
        ],
      })
    ).json().data;
    const listed = (await as(manager, 'GET', '/api/cm/test-voucher?per_page=50')).json().data;
    const other = listed.find((v: { number: string }) => v.number === 'V-1');
    const otherLine = (await as(manager, 'GET', `/api/cm/test-voucher/${other.id}`)).json().data.lines[0];
    const stolen = await as(manager, 'PUT', `/api/cm/test-voucher/${one.id}`, {
      version: 1,
      lines: [{ id: otherLine.id }, { id: one.lines[1].id }],
    });
    expect(stolen.statusCode).toBe(422);
    expect(Object.keys(stolen.json().errors)).toEqual(['lines.0.id']);
    const few = await as(manager, 'PUT', `/api/cm/test-voucher/${one.id}`, {
      version: 1,
      lines: [{ id: one.lines[0].id, debit: 0 }],
    });
    expect(few.json().errors).toEqual({ lines: ['Add at least 2 lines.'] });
    const refused = await as(staff, 'PUT', `/api/cm/test-voucher/${one.id}`, { version: 1, lines: [] });
    expect(refused.statusCode).toBe(403);
    // A header-only save keeps the lines and runs the document rule on them again.
    const header = await as(manager, 'PUT', `/api/cm/test-voucher/${one.id}`, { version: 1, number: 'V-5b' });
    expect(header.statusCode).toBe(200);
    expect(header.json().data).toMatchObject({ number: 'V-5b', version: 2, total_debit: 1 });
    expect(header.json().data.lines).toHaveLength(2);
  });
  const importFile = (mode: 'dry-run' | 'commit', rows: string[]) =>
    t.request({
      method: 'POST',
      url: `/api/cm/test-voucher/import?mode=${mode}`,
      headers: { ...bearer(manager.token), 'accept-language': 'en', 'content-type': 'text/csv' },
      payload: `document,number,account,debit,credit\n${rows.join('\n')}\n`,
    });

  it("asks a rule's master data once per import, not per document, and again in the next import", async () => {
    const rows = [
      'I1,V-I1,1101,10,',
      'I1,,4101,,10',
      'I2,V-I2,1101,5,',
      'I2,,4101,,5',
      'I3,V-I3,1101,1,',
      'I3,,4101,,1',
    ];
    const asked = placesAsked;
    const dry = await importFile('dry-run', rows);
    expect(dry.json()).toMatchObject({ create: 3, errors: [], committed: false });
    expect(placesAsked - asked).toBe(1);
    // A new import is a new batch: what the last one was told is asked again.
    const commit = await importFile('commit', rows);
    expect(commit.json()).toMatchObject({ create: 3, errors: [], committed: true });
    expect(placesAsked - asked).toBe(2);
    // Each imported document has its audit record, its lines included, as a form's save.
    const listed = (await as(manager, 'GET', '/api/cm/test-voucher?per_page=50')).json().data;
    const imported = listed.find((v: { number: string }) => v.number === 'V-I2');
    const audit = (await as(manager, 'GET', `/api/cm/test-voucher/${imported.id}/audit`)).json().data;
    expect(audit).toHaveLength(1);
    const after = typeof audit[0].after === 'string' ? JSON.parse(audit[0].after) : audit[0].after;
    expect(audit[0].action).toBe('create');
    expect(after).toMatchObject({ number: 'V-I2', total_debit: 5, version: 1 });
    expect(after.lines.map((l: { account: string }) => l.account)).toEqual(['1101', '4101']);
  });

  it('lists every refused document of a file whose rows all read, and writes none of it', async () => {
    const vouchers = await count('test_vouchers');
    const rows = [
      'J1,V-J1,1101,10,',
      'J1,,4101,,10',
      'J2,V-J2,1101,5,',
      'J2,,4101,,4',
      'J3,V-J3,1101,1,',
      'J3,,4101,,2',
    ];
    const dry = await importFile('dry-run', rows);
    const commit = await importFile('commit', rows);
    expect(commit.statusCode).toBe(422);
    expect(commit.json().errors).toEqual([
      // On each document's first row, under the grouping column (its title a test key, untranslated).
      { row: 4, field: 'cm:test.voucher', message: 'Debits (5.00) must equal credits (4.00).' },
      { row: 6, field: 'cm:test.voucher', message: 'Debits (1.00) must equal credits (2.00).' },
    ]);
    expect(dry.json().errors).toEqual(commit.json().errors);
    expect(await count('test_vouchers')).toBe(vouchers);
  });

  it('lists the refusals of a long file past its first hundred documents, and writes none of it', async () => {
    const vouchers = await count('test_vouchers');
    // 120 documents (rows 2n and 2n + 1 for K{n}); K110 and K115 do not balance.
    const rows = Array.from({ length: 120 }, (_, i) => i + 1).flatMap((n) => [
      `K${n},V-K${n},1101,10,`,
      `K${n},,4101,,${n === 110 || n === 115 ? 9 : 10}`,
    ]);
    const expected = [220, 230].map((row) => ({
      row,
      field: 'cm:test.voucher',
      message: 'Debits (10.00) must equal credits (9.00).',
    }));
    const dry = await importFile('dry-run', rows);
    expect(dry.json()).toMatchObject({ create: 120, committed: false });
    expect(dry.json().errors).toEqual(expected);
    const commit = await importFile('commit', rows);
    expect(commit.statusCode).toBe(422);
    expect(commit.json().errors).toEqual(expected);
    expect(await count('test_vouchers')).toBe(vouchers);
  });
});
