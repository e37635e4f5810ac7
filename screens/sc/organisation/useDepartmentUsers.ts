import useSWR from 'swr';
import { swrFetcher } from '../../../src/platform/api/apiClient';
import type { OrgUser, PageMeta } from './departmentTypes';

export interface UserQuery {
  departmentId: number | null;
  includeSub: boolean;
  search: string;
  page: number;
}

/** One page of GET /api/sc/user: a department's users (or everyone's, searched), paged on the server. */
export function useDepartmentUsers(query: UserQuery) {
  const params = new URLSearchParams({ page: String(query.page), per_page: '20' });
  if (query.search.trim()) params.set('search', query.search.trim());
  else if (query.departmentId !== null) {
    params.set('department_id', String(query.departmentId));
    if (query.includeSub) params.set('include_sub', '1');
  }
  const { data, error, isLoading } = useSWR<{ data: OrgUser[]; meta: PageMeta }>(
    `/api/sc/user?${params}`,
    swrFetcher,
    { keepPreviousData: true },
  );
  return { users: data?.data ?? [], meta: data?.meta, error, loading: isLoading };
}
