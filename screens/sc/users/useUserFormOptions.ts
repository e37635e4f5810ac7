import useSWR from 'swr';
import { swrFetcher } from '../../../src/platform/api/apiClient';
import { useCachedList } from '../../../src/platform/cache/useCachedList';

export interface DepartmentOption {
  id: number;
  name: string;
  code: string | null;
  is_active: boolean;
}

export interface NamedOption {
  id: number;
  name: string;
}

/**
 * What the user form chooses from: departments (the cached list), job positions (the
 * generic API, highest rank first; 200 is its page limit and far above any real count)
 * and the groups a user can be put in.
 */
export function useUserFormOptions() {
  const departments = useCachedList<DepartmentOption>('/api/sc/department/all');
  const positions = useSWR<{ data: NamedOption[] }>('/api/sc/job-position?per_page=200', swrFetcher);
  const groups = useSWR<{ data: NamedOption[] }>('/api/sc/user/group-options', swrFetcher);
  return {
    departments: departments.items,
    positions: positions.data?.data ?? [],
    groups: groups.data?.data ?? [],
    loading: departments.items.length === 0 && departments.status === 'update',
  };
}
