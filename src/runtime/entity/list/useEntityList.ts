import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { swrFetcher } from '../../../platform/api/apiClient';
import { useEntityChanged } from '../../../platform/realtime/useEntityChanged';
import { entityApi } from '../data/entityApi';
import type { ListAnswer } from '../data/EntityRow';
import type { FilterValue, ListQuery } from '../data/ListQuery';
import { isListParam, type ListDefaults, listUrlParams, readListQuery } from './listQueryInUrl';
import { PageCursors } from './pageCursors';

export interface EntityList {
  query: ListQuery;
  answer: ListAnswer | undefined;
  /** True until the first page arrives (later pages keep the previous rows on screen). */
  loading: boolean;
  /** A newer page is on its way. */
  refreshing: boolean;
  error: unknown;
  setPage: (page: number, perPage: number) => void;
  setSort: (sort: string) => void;
  setSearch: (search: string) => void;
  setFilter: (field: string, value: FilterValue | undefined) => void;
  setTrashedOnly: (only: boolean) => void;
  reload: () => Promise<unknown>;
}

/**
 * The state of a list screen (page, sort, search, filters, deleted rows) and the
 * page the API answers for it. Any change other than the page goes back to page 1.
 * The state lives in the address query (listQueryInUrl), so a reload, a shared link or
 * Back from a record shows the same rows; changes replace the history entry rather
 * than add one, so Back leaves the list instead of replaying each keystroke.
 * @example const list = useEntityList(descriptor, initialSort)
 */
export function useEntityList(
  descriptor: EntityDescriptor,
  initialSort: string,
  fixedFilters: Readonly<Record<string, FilterValue>> = {},
): EntityList {
  const [params, setParams] = useSearchParams();
  const perPage = descriptor.list.pageSize ?? 20;
  const defaults = useMemo<ListDefaults>(() => ({ perPage, sort: initialSort }), [perPage, initialSort]);
  const query = useMemo(() => readListQuery(params, defaults), [params, defaults]);
  // The latest state, for changes made one after another before the address updates.
  const latest = useRef(query);
  latest.current = query;
  // `flushSync` for switches: the router applies an address change in a transition, and a
  // controlled checkbox shows its old state until that render lands, so on a busy machine
  // (or to a quick user, or a test checking it) the click looks as if it did nothing.
  const setQuery = useCallback(
    (change: (q: ListQuery) => ListQuery, flushSync = false) => {
      const next = change(latest.current);
      latest.current = next;
      // The screen around the list may keep parameters of its own in the address (a master
      // list's node): they stay as they are.
      setParams(
        (current) => {
          const params = listUrlParams(next, defaults);
          for (const [key, value] of current) if (!isListParam(key)) params.append(key, value);
          return params;
        },
        { replace: true, flushSync },
      );
    },
    [setParams, defaults],
  );
  // Paging forward sends the cursor the last page answered (pageCursors.ts).
  const cursors = useRef(new PageCursors()).current;
  const fetcher = useMemo(() => cursors.fetcher(swrFetcher<ListAnswer>), [cursors]);
  const path = cursors.withCursor(
    entityApi(descriptor).listPath({
      ...query,
      filters: { ...query.filters, ...fixedFilters },
    }),
  );
  const { data, error, isLoading, isValidating, mutate } = useSWR<ListAnswer>(path, fetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });

  // The server announces every committed write to an entity (announceEntityChanged, and a
  // sign-off kind's `writes`): an open list of it reads its page again, so a balance moved by
  // someone else's approval shows without a reload. The page keeps its rows while it reloads.
  useEntityChanged([descriptor.id], () => void mutate());

  const update = useCallback(
    (change: Partial<ListQuery>) => setQuery((q) => ({ ...q, page: 1, ...change })),
    [setQuery],
  );
  return {
    query,
    answer: data,
    loading: isLoading && !data,
    refreshing: isValidating,
    error,
    setPage: useCallback((page, perPage) => setQuery((q) => ({ ...q, page, perPage })), [setQuery]),
    setSort: useCallback((sort) => update({ sort }), [update]),
    setSearch: useCallback((search) => update({ search }), [update]),
    setFilter: useCallback(
      (field, value) =>
        setQuery((q) => {
          const { [field]: _old, ...rest } = q.filters;
          return { ...q, page: 1, filters: value === undefined ? rest : { ...rest, [field]: value } };
        }),
      [setQuery],
    ),
    setTrashedOnly: useCallback(
      (trashedOnly) => setQuery((q) => ({ ...q, page: 1, trashedOnly }), true),
      [setQuery],
    ),
    reload: useCallback(() => mutate(), [mutate]),
  };
}
