import { useMemo } from 'react';
import useSWR from 'swr';
import { swrFetcher } from '../../../src/platform/api/apiClient';
import { useCachedList } from '../../../src/platform/cache/useCachedList';
import type { DepartmentSummary, GroupSummary, UserSummary } from '../../../src/widgets/ownerOptions';
import type { MultiOption } from './DesignerInputs';

/** One record a rule can name: its id, what the pickers show, and what their search matches. */
export type DirectoryEntry = MultiOption;

export interface Directory {
  users: DirectoryEntry[];
  departments: DirectoryEntry[];
  groups: DirectoryEntry[];
  jobPositions: DirectoryEntry[];
  loading: boolean;
}

interface JobPositionSummary {
  id: number;
  name: string;
}

/** These change rarely; the pickers share one load for a minute (as the owner pickers do). */
const LIST_MS = 60_000;

/**
 * The people and organisation a flow's rules and conditions pick from: the cached lists
 * GET /api/sc/user/all and /api/sc/department/all, GET /api/sc/group/all, and the job positions
 * GET /api/wf/designer/job-positions (the designer's own: /sc's asks for sc rights). Inactive
 * users are left out (they could never sign); a list the
 * caller may not read stays empty, and a rule naming one of its records shows the id.
 * @example const { users } = useDirectory(true)
 */
export function useDirectory(enabled: boolean): Directory {
  const users = useCachedList<UserSummary>(enabled ? '/api/sc/user/all' : null);
  const departments = useCachedList<DepartmentSummary>(enabled ? '/api/sc/department/all' : null);
  const options = { dedupingInterval: LIST_MS, revalidateOnFocus: false, shouldRetryOnError: false };
  const groups = useSWR<{ data: GroupSummary[] }>(enabled ? '/api/sc/group/all' : null, swrFetcher, options);
  const positions = useSWR<{ data: JobPositionSummary[] }>(
    enabled ? '/api/wf/designer/job-positions' : null,
    swrFetcher,
    options,
  );
  const userItems = users.items;
  const departmentItems = departments.items;
  const groupItems = groups.data?.data;
  const positionItems = positions.data?.data;
  return useMemo(
    () => ({
      users: userItems
        .filter((u) => u.is_active !== false)
        .map((u) => ({
          value: u.id,
          label: `${u.name} (${u.account})`,
          search: `${u.name} ${u.account}`.toLowerCase(),
        })),
      departments: departmentItems.map((d) => ({
        value: d.id,
        label: d.name,
        search: `${d.name} ${d.code ?? ''}`.toLowerCase(),
      })),
      groups: (groupItems ?? []).map((g) => ({ value: g.id, label: g.name, search: g.name.toLowerCase() })),
      jobPositions: (positionItems ?? []).map((p) => ({
        value: p.id,
        label: p.name,
        search: p.name.toLowerCase(),
      })),
      loading:
        enabled &&
        ((users.status === 'update' && userItems.length === 0) ||
          (departments.status === 'update' && departmentItems.length === 0) ||
          groups.isLoading ||
          positions.isLoading),
    }),
    [
      enabled,
      userItems,
      departmentItems,
      groupItems,
      positionItems,
      users.status,
      departments.status,
      groups.isLoading,
      positions.isLoading,
    ],
  );
}
