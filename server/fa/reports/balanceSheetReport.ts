import type { ReportRules } from '../../reports/ReportRules';
import { translate } from '../../http/translate';
import { accountRow, statementLines, sumOf, totalRow } from './statementRows';

/**
 * The balance sheet (`/fa/use/report/balance-sheet`) on a date: assets, liabilities and equity at
 * a level of the chart, with the earnings not yet closed into equity shown as their own equity
 * line, so total assets equal total liabilities and equity in any books whose vouchers balance.
 */
export const balanceSheetReport: ReportRules = {
  defaults: async () => ({ asOf: new Date().toISOString().slice(0, 10) }),
  rows: async (ctx) => {
    const asOf = String(ctx.params.asOf);
    const lines = await statementLines(
      ctx,
      ['asset', 'liability', 'equity', 'revenue', 'expense'],
      null,
      asOf,
    );
    const of = (kind: string) => lines.filter((l) => l.kind === kind);
    const t = (key: string) => translate(ctx.lang, `fa:reports.statement.${key}`);
    const earnings = sumOf(of('revenue')).minus(sumOf(of('expense')));
    const equity = sumOf(of('equity')).plus(earnings);
    return [
      ...of('asset').map((l) => accountRow(l, ctx.lang)),
      totalRow(t('totalAssets'), sumOf(of('asset'))),
      ...of('liability').map((l) => accountRow(l, ctx.lang)),
      totalRow(t('totalLiabilities'), sumOf(of('liability'))),
      ...of('equity').map((l) => accountRow(l, ctx.lang)),
      totalRow(t('currentEarnings'), earnings),
      totalRow(t('totalEquity'), equity),
      totalRow(t('totalLiabilitiesAndEquity'), sumOf(of('liability')).plus(equity)),
    ];
  },
};
