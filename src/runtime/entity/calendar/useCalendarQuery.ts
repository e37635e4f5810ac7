import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterValue } from '../data/ListQuery';
import { listUrlParams, readListQuery } from '../list/listQueryInUrl';

export type CalendarViewName = 'month' | 'week' | 'day';
const VIEWS: readonly CalendarViewName[] = ['month', 'week', 'day'];
const DEFAULTS = { perPage: 20, sort: '' };

export interface CalendarQuery {
  view: CalendarViewName;
  /** A day of the shown period (`YYYY-MM-DD`), or undefined for today. */
  date: string | undefined;
  search: string;
  filters: Readonly<Record<string, FilterValue>>;
}

/**
 * The calendar's state in the address, as the list keeps its own (the same `search` and
 * `filter[..]` parameters, so a link from the list keeps its filters), plus the `view` and
 * a `date` in the shown period, so a reload shows the same days.
 * @example const { query, setFilter } = useCalendarQuery('month')
 */
export function useCalendarQuery(initialView: CalendarViewName) {
  const [params, setParams] = useSearchParams();
  const query = useMemo<CalendarQuery>(() => {
    const list = readListQuery(params, DEFAULTS);
    const view = params.get('view') as CalendarViewName | null;
    const date = params.get('date');
    return {
      view: view && VIEWS.includes(view) ? view : initialView,
      date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
      search: list.search,
      filters: list.filters,
    };
  }, [params, initialView]);
  const latest = useRef(query);
  latest.current = query;
  const write = useCallback(
    (next: CalendarQuery) => {
      latest.current = next;
      const out = listUrlParams({ ...next, page: 1, perPage: 20, sort: '', trashedOnly: false }, DEFAULTS);
      if (next.view !== initialView) out.set('view', next.view);
      if (next.date) out.set('date', next.date);
      setParams(out, { replace: true });
    },
    [setParams, initialView],
  );
  return {
    query,
    setSearch: useCallback((search: string) => write({ ...latest.current, search }), [write]),
    setFilter: useCallback(
      (field: string, value: FilterValue | undefined) => {
        const { [field]: _old, ...rest } = latest.current.filters;
        write({ ...latest.current, filters: value === undefined ? rest : { ...rest, [field]: value } });
      },
      [write],
    ),
    setPeriod: useCallback(
      (view: CalendarViewName, date: string) => {
        if (latest.current.view === view && latest.current.date === date) return;
        write({ ...latest.current, view, date });
      },
      [write],
    ),
  };
}
