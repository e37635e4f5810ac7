import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FOLDERS, type Folder } from '../../../schemas/wf/wfApi';

/** The sign-off list's state, all of it in the address (spec: `?key=1&folder=receive&sub=0&name=`). */
export interface ListQuery {
  folder: Folder;
  /** The search text (title or number): the spec's `name`. */
  name: string;
  applicant: number | null;
  from: string | null;
  to: string | null;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** The list's state read from the query string; anything unknown falls back to the spec's default view. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const folder = params.get('folder');
  const from = params.get('from');
  const to = params.get('to');
  return {
    folder: (FOLDERS as readonly string[]).includes(folder ?? '') ? (folder as Folder) : 'receive',
    name: params.get('name') ?? '',
    applicant: positive(params.get('applicant')),
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    page: positive(params.get('page')) ?? 1,
  };
}

/**
 * The query string of a list state. `key` and `sub` are the spec's own parameters, kept as
 * they came (default 1 and 0) and in its order, so a link or bookmark to the list stays stable.
 */
export function listQueryString(query: ListQuery, current: URLSearchParams = new URLSearchParams()): string {
  const params = new URLSearchParams();
  params.set('key', current.get('key') ?? '1');
  params.set('folder', query.folder);
  params.set('sub', current.get('sub') ?? '0');
  params.set('name', query.name);
  if (query.applicant) params.set('applicant', String(query.applicant));
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/**
 * The list's state and a way to change it: a change writes the address (a new history entry
 * for a folder or search, so Back returns to it; a page turn replaces it).
 * @example const [query, change] = useListQuery(); change({ folder: 'mine' })
 */
export function useListQuery(): [ListQuery, (patch: Partial<ListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const change = useCallback(
    (patch: Partial<ListQuery>) => {
      // Another folder or search starts at its first page.
      const next = { ...query, page: 1, ...patch };
      const onlyPage = Object.keys(patch).length === 1 && 'page' in patch;
      setParams(new URLSearchParams(listQueryString(next, params)), { replace: onlyPage });
    },
    [query, params, setParams],
  );
  return [query, change];
}
