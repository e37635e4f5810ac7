import type { ReportRules } from '../../reports/ReportRules';
import { thisMonthSoFar } from '../../reports/thisMonthSoFar';
import { translate } from '../../http/translate';
import { accountRow, statementLines, sumOf, totalRow } from './statementRows';

/**
 * The income statement (`/fa/use/report/income-statement`): revenue and expenses of the period
 * at a level of the chart, each section's total, and the net income (revenue less expenses).
 * The year-end closing voucher is left out: it moves the year's earnings, it does not earn them.
 */
export const incomeStatementReport: ReportRules = {
  defaults: async () => thisMonthSoFar(),
  rows: async (ctx) => {
    const lines = await statementLines(
      ctx,
      ['revenue', 'expense'],
      String(ctx.params.from),
      String(ctx.params.to),
      true,
    );
    const revenue = lines.filter((l) => l.kind === 'revenue');
    const expense = lines.filter((l) => l.kind === 'expense');
    const t = (key: string) => translate(ctx.lang, `fa:reports.statement.${key}`);
    return [
      ...revenue.map((l) => accountRow(l, ctx.lang)),
      totalRow(t('totalRevenue'), sumOf(revenue)),
      ...expense.map((l) => accountRow(l, ctx.lang)),
      totalRow(t('totalExpense'), sumOf(expense)),
      totalRow(t('netIncome'), sumOf(revenue).minus(sumOf(expense))),
    ];
  },
};
