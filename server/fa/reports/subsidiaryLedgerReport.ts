import { sql } from 'kysely';
import type { ReportRules } from '../../reports/ReportRules';
import { thisMonthSoFar } from '../../reports/thisMonthSoFar';
import { ledgerLines } from './ledgerLines';
import { bookLines } from './ledgerSql';

/**
 * The subsidiary ledger (`/fa/use/report/subs-daily-ledger`, 明細分類帳): the ledger of every
 * postable account with a movement in the period or a balance before it, optionally from one
 * code to another, one account after another.
 */
export const subsidiaryLedgerReport: ReportRules = {
  defaults: async () => thisMonthSoFar(),
  rows: async (ctx) => {
    const fromCode = String(ctx.params.fromCode ?? '').trim();
    const toCode = String(ctx.params.toCode ?? '').trim();
    return ledgerLines(
      ctx,
      sql`select distinct l.account_id from ${bookLines(ctx.params)}
            join fa_accounts a on a.id = l.account_id
          where l.posted_on <= ${String(ctx.params.to)}::date
            ${fromCode ? sql`and a.code >= ${fromCode}` : sql``}
            ${toCode ? sql`and a.code <= ${toCode}` : sql``}`,
    );
  },
};
