import Decimal from 'decimal.js';

/** A row of a seniority table (`as.leaveRule`): from this many months of service, so many days. */
export interface SeniorityRule {
  minMonths: number;
  /** Decimal text. */
  days: string;
  /** Days added for each full year of service beyond `minMonths` (decimal text). */
  extraDaysPerYear: string;
  /** The most this row gives, extra days included (decimal text); null: no cap. */
  maxDays: string | null;
}

/** Whole months of service from `hiredOn` to `on` (both `YYYY-MM-DD`); a month counts once its day is reached. */
export function serviceMonths(hiredOn: string, on: string): number {
  const [hy, hm, hd] = hiredOn.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  const months = (y - hy) * 12 + (m - hm) - (d < hd ? 1 : 0);
  return Math.max(0, months);
}

/**
 * The days of leave a seniority table gives after `months` of service: the row with the most
 * months not above it, plus its extra days per full year beyond that row, capped at its
 * maximum; zero below the first row. Decimal text with two places.
 * @example seniorityEntitlement(LSA_ARTICLE_38, 6) // '3.00' (Taiwan: six months to a year)
 */
export function seniorityEntitlement(rules: readonly SeniorityRule[], months: number): string {
  const row = [...rules].sort((a, b) => b.minMonths - a.minMonths).find((r) => r.minMonths <= months);
  if (!row) return '0.00';
  const years = Math.floor((months - row.minMonths) / 12);
  let days = new Decimal(row.days).plus(new Decimal(row.extraDaysPerYear).times(years));
  if (row.maxDays !== null) days = Decimal.min(days, row.maxDays);
  return days.toFixed(2);
}
