import useSWR from 'swr';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { swrFetcher } from '../../../platform/api/apiClient';
import type { EntityRow } from '../data/EntityRow';
import { listQueryString } from '../data/ListQuery';
import type { CalendarQuery } from './useCalendarQuery';

/** What `GET {api}/calendar` answers (docs/resource-api.md). */
export interface CalendarAnswer {
  data: EntityRow[];
  meta: { start: string; end: string; time_zone: string; all_day: boolean; limit: number; capped: boolean };
}

/** The span the calendar shows, as the API reads it: dates, or wall-clock times in the organisation's zone. */
export interface CalendarSpan {
  start: string;
  end: string;
}

/**
 * The rows overlapping the shown span, with the list's filters and search; the previous
 * rows stay on screen while the next period loads.
 * @example const rows = useCalendarRows(descriptor, span, query)
 */
export function useCalendarRows(
  descriptor: EntityDescriptor,
  span: CalendarSpan | null,
  query: CalendarQuery,
) {
  const path = span
    ? `${descriptor.api}/calendar?${new URLSearchParams({ start: span.start, end: span.end }).toString()}&${listQueryString(
        {
          search: query.search,
          filters: query.filters,
        },
      )}`.replace(/&$/, '')
    : null;
  const { data, error, isValidating, mutate } = useSWR<CalendarAnswer>(path, swrFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return { answer: data, error, refreshing: isValidating, reload: () => mutate() };
}
