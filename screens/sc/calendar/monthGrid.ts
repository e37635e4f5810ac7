/** One cell of a month grid: a day of the month, or null before the 1st / after the last day. */
export type MonthCell = { day: number; date: string } | null;

/**
 * The weeks of a month as rows of seven cells, weeks starting on Sunday (as Taiwanese and
 * Japanese office calendars print them). Pure date arithmetic in UTC, so the viewer's time
 * zone cannot shift a day.
 * @example monthGrid(2026, 3)[0]?.[0] // { day: 1, date: "2026-03-01" } (a Sunday)
 */
export function monthGrid(year: number, month: number): MonthCell[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: MonthCell[] = Array.from({ length: first }, () => null);
  for (let day = 1; day <= days; day += 1)
    cells.push({ day, date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: MonthCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
