import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { swrFetcher } from '../platform/api/apiClient';
import { useCachedList } from '../platform/cache/useCachedList';
import {
  type DepartmentSummary,
  departmentOptions,
  type GroupSummary,
  groupOptions,
  type OwnerOption,
  type UserSummary,
  userOptions,
} from './ownerOptions';

/** The kinds of owner a picker offers: departments `d{id}`, groups `g{id}`, users `u{id}`. */
export type PickKind = 'departments' | 'groups' | 'users';

export interface PickList {
  /** The choices, each with the lower-case text the picker's search matches. */
  options: OwnerOption[];
  /** True until the first answer arrives (the picker says "Loading…" meanwhile). */
  loading: boolean;
}

/** Groups change rarely; pickers share one load for a minute (as useOwnerLists does). */
const GROUPS_MS = 60_000;

/**
 * The choices of one kind of owner picker, from the list every signed-in user may read:
 * GET /api/sc/department/all and /api/sc/user/all (the spec's cached lists) or
 * /api/sc/group/all. Only the list of `kind` is fetched. Inactive departments are marked,
 * inactive users left out (they receive nothing).
 * @example const { options, loading } = usePickList('groups')
 */
export function usePickList(kind: PickKind): PickList {
  const { t } = useTranslation();
  // Every hook runs on every render (rules of hooks); a null key fetches nothing.
  const departments = useCachedList<DepartmentSummary>(
    kind === 'departments' ? '/api/sc/department/all' : null,
  );
  const users = useCachedList<UserSummary>(kind === 'users' ? '/api/sc/user/all' : null);
  const groups = useSWR<{ data: GroupSummary[] }>(
    kind === 'groups' ? '/api/sc/group/all' : null,
    swrFetcher,
    {
      dedupingInterval: GROUPS_MS,
      revalidateOnFocus: false,
    },
  );
  const inactive = t('common:inactive');
  const departmentItems = departments.items;
  const userItems = users.items;
  const groupItems = groups.data?.data;
  const options = useMemo(() => {
    if (kind === 'departments') return departmentOptions(departmentItems, inactive);
    if (kind === 'groups') return groupOptions(groupItems ?? []);
    return userOptions(userItems);
  }, [kind, departmentItems, userItems, groupItems, inactive]);
  const loading =
    kind === 'departments'
      ? departments.status === 'update' && departmentItems.length === 0
      : kind === 'users'
        ? users.status === 'update' && userItems.length === 0
        : groups.isLoading;
  return { options, loading };
}
