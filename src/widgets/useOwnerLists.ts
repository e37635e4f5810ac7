import { useMemo } from 'react';
import useSWR from 'swr';
import { swrFetcher } from '../platform/api/apiClient';
import { useCachedList } from '../platform/cache/useCachedList';
import type { OwnerLists } from './ownerLabels';
import type { DepartmentSummary, GroupSummary, UserSummary } from './ownerOptions';

/** Groups change rarely; screens share one load for a minute (like the pick lists). */
const GROUPS_MS = 60_000;
/** One empty list, so the lists stay the same object until something arrives. */
const NONE: never[] = [];

/**
 * The departments, groups and users an owner list names (the cached lists
 * GET /api/sc/{department,user}/all and GET /api/sc/group/all, which every signed-in
 * user may read). `enabled: false` loads nothing, for screens whose entity has no owner list.
 * @example const { lists, loading } = useOwnerLists(true)
 */
export function useOwnerLists(enabled: boolean): { lists: OwnerLists; loading: boolean } {
  const departments = useCachedList<DepartmentSummary>(enabled ? '/api/sc/department/all' : null);
  const users = useCachedList<UserSummary>(enabled ? '/api/sc/user/all' : null);
  const groups = useSWR<{ data: GroupSummary[] }>(enabled ? '/api/sc/group/all' : null, swrFetcher, {
    dedupingInterval: GROUPS_MS,
    revalidateOnFocus: false,
  });
  const departmentItems = departments.items.length > 0 ? departments.items : NONE;
  const groupItems = groups.data?.data ?? NONE;
  const userItems = users.items.length > 0 ? users.items : NONE;
  const lists = useMemo(
    () => ({ departments: departmentItems, groups: groupItems, users: userItems }),
    [departmentItems, groupItems, userItems],
  );
  const loading =
    enabled &&
    ((departments.items.length === 0 && departments.status === 'update') ||
      (users.items.length === 0 && users.status === 'update') ||
      groups.isLoading);
  return { lists, loading };
}
