import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { Resources } from '../../resources/buildResources';

interface DemoLine {
  account: string;
  summary: string;
  debit?: number;
  credit?: number;
  department?: string;
  customer?: string;
  vendor?: string;
  /** A foreign-currency line: [currency code, amount]; the rate is the voucher date's. */
  fx?: [string, number];
}
interface DemoVoucher {
  type: string;
  date: string;
  summary: string;
  lines: DemoLine[];
  post: boolean;
}

/** October and November 2026: rent, a collection, supplies on credit, a USD receipt, and a draft travel claim. */
const VOUCHERS: DemoVoucher[] = [
  {
    type: 'P',
    date: '2026-10-01',
    summary: '十月份辦公室租金',
    post: true,
    lines: [
      { account: '6112', summary: '十月租金', debit: 50000, department: 'ADM', vendor: 'V002' },
      { account: '1113', summary: '銀行轉帳付租金', credit: 50000 },
    ],
  },
  {
    type: 'R',
    date: '2026-10-15',
    summary: '收台灣精密工業貨款',
    post: true,
    lines: [
      { account: '1113', summary: '貨款匯入', debit: 120000 },
      { account: '1191', summary: '沖應收帳款', credit: 120000, customer: 'C001' },
    ],
  },
  {
    type: 'T',
    date: '2026-11-05',
    summary: '購買文具（月結）',
    post: true,
    lines: [
      { account: '6113', summary: '影印紙、碳粉', debit: 3600, department: 'HR' },
      { account: '2171', summary: '大同辦公用品社', credit: 3600, vendor: 'V001' },
    ],
  },
  {
    type: 'R',
    date: '2026-11-10',
    summary: '美元顧問服務收入',
    post: true,
    lines: [
      { account: '1113', summary: '外幣存款 USD 1,000', debit: 1, fx: ['USD', 1000] },
      { account: '4611', summary: '顧問服務收入', credit: 1, fx: ['USD', 1000] },
    ],
  },
  {
    type: 'P',
    date: '2026-11-20',
    summary: '出差旅費報支（待確認）',
    post: false,
    lines: [
      { account: '6114', summary: '高雄出差高鐵與住宿', debit: 2450, department: 'ADM' },
      { account: '1111', summary: '現金支付', credit: 2450 },
    ],
  },
];

async function idsByCode(db: Kysely<Database>, table: string): Promise<Map<string, number>> {
  const rows = await sql<{ id: number; code: string }>`
    select id, code from ${sql.table(table)} where deleted_at is null`.execute(db);
  return new Map(rows.rows.map((r) => [r.code, r.id]));
}

/**
 * The demo's vouchers (/fa/use/accounting/voucher), after the fa master data (FA_DEMO_ROWS):
 * four posted in October and November 2026, confirmed and posted as the screen's row actions do
 * (so they are numbered), and one draft. Servers started with other descriptors have none.
 */
export async function seedVoucherDemo(db: Kysely<Database>, resources: Resources, adminId: number) {
  const vouchers = resources.documents.get('fa.voucher');
  if (!vouchers) return;
  const [accounts, types, currencies, customers, vendors, departments] = await Promise.all([
    idsByCode(db, 'fa_accounts'),
    idsByCode(db, 'fa_voucher_types'),
    idsByCode(db, 'fa_currencies'),
    idsByCode(db, 'fa_customers'),
    idsByCode(db, 'fa_vendors'),
    idsByCode(db, 'departments'),
  ]);
  if (accounts.size === 0 || types.size === 0) return;
  const caller = { userId: adminId, lang: 'tw' as const };
  const { parent } = vouchers;
  const actions = parent.rules.rowActions ?? {};
  await db.transaction().execute(async (trx) => {
    for (const v of VOUCHERS) {
      const lines = v.lines.map((l) => ({
        account_id: accounts.get(l.account),
        summary: l.summary,
        debit: l.debit ?? 0,
        credit: l.credit ?? 0,
        ...(l.department ? { department_id: departments.get(l.department) } : {}),
        ...(l.customer ? { customer_id: customers.get(l.customer) } : {}),
        ...(l.vendor ? { vendor_id: vendors.get(l.vendor) } : {}),
        ...(l.fx ? { currency_id: currencies.get(l.fx[0]), fx_amount: l.fx[1] } : {}),
      }));
      const values = { voucher_type_id: types.get(v.type), voucher_date: v.date, summary: v.summary };
      let { row } = await vouchers.saveIn(trx, null, { values, lines }, undefined, caller);
      if (!v.post) continue;
      const ctx = { trx, descriptor: parent.descriptor, action: 'update' as const, ...caller };
      for (const key of ['confirm', 'post'])
        row = (await actions[key]!(ctx, { row, reason: null, service: parent }))?.row ?? row;
    }
  });
}
