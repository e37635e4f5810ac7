import { useEffect, useState } from 'react';
import { api } from '../../../src/platform/api/apiClient';

export interface CalendarDay {
  id: number;
  date: string;
  name: string;
  kind: 'holiday' | 'workday';
  note: string | null;
}

interface Page {
  data: CalendarDay[];
  meta: { last_page: number };
}

/**
 * The holidays and workdays of one region's year, from the descriptor API
 * (`filter[region]`, `filter[year]`, served by the (region, year, date) index). A year has
 * at most 366 days, so at most two pages of 200.
 * @example const days = useRegionYear(3, 2027) // CalendarDay[] | null | 'failed'
 */
export function useRegionYear(region: number | null, year: number): CalendarDay[] | null | 'failed' {
  const [days, setDays] = useState<CalendarDay[] | null | 'failed'>(null);
  useEffect(() => {
    if (region === null) return;
    let live = true;
    setDays(null);
    const page = (n: number) =>
      api.get<Page>(
        `/api/sc/calendar-event?filter[region]=${region}&filter[year]=${year}&sort=date&per_page=200&page=${n}`,
        { guardsScreen: true },
      );
    page(1)
      .then(async (first) =>
        first.meta.last_page > 1 ? [...first.data, ...(await page(2)).data] : first.data,
      )
      .then((all) => live && setDays(all))
      .catch(() => live && setDays('failed'));
    return () => {
      live = false;
    };
  }, [region, year]);
  return days;
}
