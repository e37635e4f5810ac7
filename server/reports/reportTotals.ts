import Decimal from 'decimal.js';
import type { ReportColumn } from '../../schemas/core/reports/reportDescriptorSchema';
import type { ReportRow } from './ReportRules';

/**
 * The totals row of a report: each `total: 'sum'` column added up, decimals exactly (as text
 * at the column's scale), integers as numbers; empty cells count as nothing. Null when no
 * column has a total.
 * @example reportTotals(columns, [{ hours: '1.50' }, { hours: '2.25' }]) // { hours: '3.75' }
 */
export function reportTotals(columns: readonly ReportColumn[], rows: readonly ReportRow[]): ReportRow | null {
  const summed = columns.filter((c) => c.total === 'sum');
  if (summed.length === 0) return null;
  const totals: ReportRow = {};
  for (const column of summed) {
    const sum = rows.reduce((acc, row) => {
      const value = row[column.key];
      return value === null || value === undefined || value === '' ? acc : acc.plus(String(value));
    }, new Decimal(0));
    totals[column.key] = column.type === 'integer' ? sum.toNumber() : sum.toFixed(column.scale ?? 2);
  }
  return totals;
}
