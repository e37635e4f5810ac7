import { sql } from 'kysely';
import type { ReportRules } from '../../reports/ReportRules';
import { thisMonthSoFar } from '../../reports/thisMonthSoFar';
import { ledgerLines } from './ledgerLines';

/**
 * The general ledger of one account (`/fa/use/report/general-ledger`): the account named by its
 * code and every account below it in the chart, for a period, each with its balance before
 * the period and after every posted line. The trial balance's codes open it (`?account=1111`).
 */
export const generalLedgerReport: ReportRules = {
  defaults: async () => thisMonthSoFar(),
  rows: async (ctx) =>
    ledgerLines(
      ctx,
      sql`with recursive below as (
            select id from fa_accounts where code = ${String(ctx.params.account)} and deleted_at is null
            union all
            select a.id from fa_accounts a join below b on a.parent_id = b.id where a.deleted_at is null)
          select id from below`,
    ),
};
