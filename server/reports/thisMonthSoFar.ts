/**
 * A report's usual default period: the first of this month to today (UTC dates; a report's
 * parameters are calendar days).
 * @example defaults: async () => thisMonthSoFar() // { from: '2026-11-01', to: '2026-11-26' }
 */
export function thisMonthSoFar(): { from: string; to: string } {
  const today = new Date().toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
