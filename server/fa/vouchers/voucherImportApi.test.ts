import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../resources/parseImportFile';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { xlsxOf } from '../../../tests/support/xlsxOf';

const EN = { 'accept-language': 'en' };
const HEADERS = [
  'Voucher',
  'Voucher type',
  'Voucher date',
  'Voucher summary',
  'Account',
  'Summary',
  'Debit',
  'Credit',
  'Department',
  'Customer',
];
type Cells = Array<string | number>;

/** A spreadsheet as an accountant keeps one: a header row, then a row per voucher line. */
const workbook = (rows: Cells[], headers = HEADERS) => xlsxOf([headers, ...rows]);

// Issue 16: vouchers imported from a spreadsheet, every row's errors listed, all or nothing.
describe.each(testDatabaseTargets())('voucher import on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  const upload = async (mode: 'dry-run' | 'commit', body: Buffer, who = admin) =>
    t.request({
      method: 'POST',
      url: `/api/fa/voucher/import?mode=${mode}`,
      headers: { ...bearer(who.token), ...EN, 'content-type': XLSX_TYPE },
      payload: body,
    });
  const voucherCount = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::int as n from fa_vouchers where deleted_at is null`.execute(
          t.server.ctx.db,
        )
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
  });
  afterAll(async () => t.close());

  // Two vouchers of March 2026: rent paid in cash; a customer's invoice (receivable needs a customer).
  const good: Cells[] = [
    ['A1', 'T', '2026-03-05', 'March rent', '6112', 'Rent', 30000, '', 'ADM', ''],
    ['A1', '', '', '', '1111', 'Rent', '', 30000, '', ''],
    ['A2', 'R', '2026-03-09', '', '1191', 'Invoice 7', 12500, '', '', ''],
    ['A2', 'R', '2026-03-09', '', '4611', 'Invoice 7', '', 12500, '', ''],
  ];

  it("lists every row's errors, a document's own on its first row, and writes nothing", async () => {
    const before = await voucherCount();
    const file = await workbook([
      ...good,
      ['A3', 'T', '2026-03-10', '', '9999', 'Typo', 100, '', '', ''],
      ['A3', 'T', '2026-03-11', '', '1111', 'Typo', '', 100, '', ''],
      ['A4', 'T', '2026-03-12', '', '1111', 'Short', 500, '', '', ''],
      ['A4', 'T', '2026-03-12', '', '4611', 'Short', '', 400, '', ''],
      ['', 'T', '2026-03-12', '', '1111', 'Lost', 1, '', '', ''],
    ]);
    const res = await upload('dry-run', file);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ mode: 'dry-run', total: 9, committed: false });
    expect(report.errors).toEqual([
      { row: 4, field: 'customer_id', message: 'Account 1191 needs a customer or a supplier.' },
      // Digits that are no account's code are an id; there is no account 9999.
      { row: 6, field: 'account_id', message: 'The selected Account does not exist or was deleted.' },
      {
        row: 7,
        field: 'voucher_date',
        message: 'Voucher date "2026-03-11" differs from an earlier row of "A3": one document has one value.',
      },
      { row: 8, field: 'Voucher', message: 'Debits exceed credits by 100.00.' },
      {
        row: 10,
        field: 'Voucher',
        message: 'Fill in "Voucher": the rows of one document share a value there.',
      },
    ]);
    const commit = await upload('commit', file);
    expect(commit.statusCode).toBe(422);
    expect(commit.json().errors).toEqual(report.errors);
    expect(await voucherCount()).toBe(before);
  });

  it('imports the corrected file as drafts with their lines, in one go', async () => {
    const before = await voucherCount();
    const fixed = good.map((row) => [...row]);
    fixed[2]![9] = fixed[3]![9] = '';
    fixed[2]![9] = (
      await sql<{ name: string }>`select name from fa_customers order by id limit 1`.execute(t.server.ctx.db)
    ).rows[0]!.name;
    const file = await workbook(fixed);
    const dry = await upload('dry-run', file);
    expect(dry.json()).toMatchObject({ total: 4, create: 2, update: 0, errors: [], committed: false });
    expect(await voucherCount()).toBe(before);
    const res = await upload('commit', file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'commit', create: 2, errors: [], committed: true });
    expect(await voucherCount()).toBe(before + 2);
    const rows = (
      await sql<{ summary: string | null; status: string; total_debit: string; lines: number }>`
      select v.summary, v.status, v.total_debit::text as total_debit,
             (select count(*)::int from fa_voucher_lines l where l.voucher_id = v.id) as lines
      from fa_vouchers v where v.voucher_date between '2026-03-05' and '2026-03-09' order by v.voucher_date`.execute(
        t.server.ctx.db,
      )
    ).rows;
    expect(rows).toEqual([
      { summary: 'March rent', status: 'draft', total_debit: '30000.00', lines: 2 },
      { summary: null, status: 'draft', total_debit: '12500.00', lines: 2 },
    ]);
  });

  it('refuses a voucher dated in a closed period, naming the period on its row', async () => {
    const period = (
      await sql<{ id: number }>`select id from fa_periods where code = '2026-04'`.execute(t.server.ctx.db)
    ).rows[0]!.id;
    const closed = await t.request({
      method: 'POST',
      url: `/api/fa/period/${period}/actions/close`,
      headers: { ...bearer(admin.token), ...EN },
      payload: {},
    });
    expect(closed.statusCode).toBe(200);
    const res = await upload(
      'dry-run',
      await workbook([
        ['B1', 'T', '2026-04-02', '', '6112', 'Rent', 100, '', 'ADM', ''],
        ['B1', 'T', '2026-04-02', '', '1111', 'Rent', '', 100, '', ''],
      ]),
    );
    expect(res.json().errors).toEqual([
      { row: 2, field: 'voucher_date', message: 'The period 2026-04 is closed.' },
    ]);
  });

  it('refuses an id column and an unknown column before reading any row', async () => {
    const res = await upload('dry-run', await workbook([[1, 'A1', '1111']], ['id', 'Voucher', 'Colour']));
    expect(res.json().errors).toEqual([
      {
        row: 1,
        field: 'id',
        message: 'An import adds documents and never changes one: remove the id column.',
      },
      { row: 1, field: 'Colour', message: 'Unknown column "Colour".' },
    ]);
  });
  it('reads master data afresh in each import: a voucher type retired after one import refuses the next', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/fa/voucher-type',
      headers: { ...bearer(admin.token), ...EN },
      payload: { code: 'IMP', name: { en: 'Imported', tw: '匯入' }, prefix: 'IMP' },
    });
    expect(created.statusCode).toBe(201);
    const type = created.json().data;
    // Two vouchers of the type: within one import its lookup is remembered (BatchMemo).
    const file = await workbook([
      ['C1', 'IMP', '2026-03-20', '', '6112', 'Rent', 100, '', 'ADM', ''],
      ['C1', '', '', '', '1111', 'Rent', '', 100, '', ''],
      ['C2', 'IMP', '2026-03-21', '', '6112', 'Rent', 200, '', 'ADM', ''],
      ['C2', '', '', '', '1111', 'Rent', '', 200, '', ''],
    ]);
    const first = await upload('commit', file);
    expect(first.json()).toMatchObject({ create: 2, errors: [], committed: true });
    const retired = await t.request({
      method: 'PUT',
      url: `/api/fa/voucher-type/${type.id}`,
      headers: { ...bearer(admin.token), ...EN },
      payload: { version: type.version, is_active: false },
    });
    expect(retired.statusCode).toBe(200);
    const before = await voucherCount();
    const second = await upload('commit', file);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual([
      { row: 2, field: 'voucher_type_id', message: 'This voucher type is no longer in use.' },
      { row: 4, field: 'voucher_type_id', message: 'This voucher type is no longer in use.' },
    ]);
    expect(await voucherCount()).toBe(before);
  });
});
