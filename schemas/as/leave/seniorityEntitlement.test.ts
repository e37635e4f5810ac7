import { describe, expect, it } from 'vitest';
import { type SeniorityRule, seniorityEntitlement, serviceMonths } from './seniorityEntitlement';

const row = (minMonths: number, days: number, extra = 0, max: number | null = null): SeniorityRule => ({
  minMonths,
  days: String(days),
  extraDaysPerYear: String(extra),
  maxDays: max === null ? null : String(max),
});

/** Taiwan's Labor Standards Act, article 38: the table the demo ships. */
const ARTICLE_38 = [row(6, 3), row(12, 7), row(24, 10), row(36, 14), row(60, 15), row(120, 16, 1, 30)];

describe('seniorityEntitlement', () => {
  it('follows article 38 from six months to the 30-day ceiling', () => {
    const at = (years: number, months = 0) => seniorityEntitlement(ARTICLE_38, years * 12 + months);
    expect(at(0, 5)).toBe('0.00');
    expect(at(0, 6)).toBe('3.00');
    expect(at(1)).toBe('7.00');
    expect(at(2)).toBe('10.00');
    expect(at(4, 11)).toBe('14.00');
    expect(at(5)).toBe('15.00');
    expect(at(10)).toBe('16.00');
    expect(at(11, 6)).toBe('17.00');
    expect(at(24)).toBe('30.00');
    expect(at(40)).toBe('30.00');
  });

  it('reads the rows in any order, and an empty table gives nothing', () => {
    expect(seniorityEntitlement([...ARTICLE_38].reverse(), 30)).toBe('10.00');
    expect(seniorityEntitlement([], 300)).toBe('0.00');
  });
});

describe('serviceMonths', () => {
  it('counts a month once its day of the month is reached', () => {
    expect(serviceMonths('2025-07-15', '2026-01-14')).toBe(5);
    expect(serviceMonths('2025-07-15', '2026-01-15')).toBe(6);
    expect(serviceMonths('2020-01-01', '2026-01-01')).toBe(72);
    expect(serviceMonths('2027-01-01', '2026-01-01')).toBe(0);
  });
});
