import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../schemas/core/reports/reportDescriptorSchema';
import { reportTotals } from './reportTotals';

const COLUMNS: ReportColumn[] = [
  { key: 'name', title: 'x:name', type: 'string' },
  { key: 'amount', title: 'x:amount', type: 'decimal', scale: 2, total: 'sum' },
  { key: 'days', title: 'x:days', type: 'integer', total: 'sum' },
  { key: 'rate', title: 'x:rate', type: 'decimal', scale: 4 },
];

describe('reportTotals', () => {
  it('adds decimals exactly at their scale and integers as numbers, skipping empty cells', () => {
    const rows = [
      { name: 'a', amount: '0.10', days: 1, rate: '1.5' },
      { name: 'b', amount: '0.20', days: null, rate: '2' },
      { name: 'c', amount: '9999999999999.07', days: 2, rate: null },
      { name: 'd', amount: '', days: 3, rate: null },
    ];
    // 0.1 + 0.2 as floats is 0.30000000000000004; the total must not drift by a cent.
    expect(reportTotals(COLUMNS, rows)).toEqual({ amount: '9999999999999.37', days: 6 });
  });

  it('is null for a report without totals, and zero over no rows', () => {
    expect(reportTotals([COLUMNS[0]!], [{ name: 'a' }])).toBeNull();
    expect(reportTotals(COLUMNS, [])).toEqual({ amount: '0.00', days: 0 });
  });
});
