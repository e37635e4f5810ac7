import type { OwnerOption } from '../notify/OwnerSelect';
import {
  type DepartmentSummary,
  departmentOptions,
  type UserSummary,
  userOptions,
} from '../notify/ownerOptions';

/** An entry of GET /api/sc/group/all. */
export interface GroupSummary {
  id: number;
  name: string;
  description?: string | null;
}

export type OwnerKind = 'd' | 'g' | 'u';

/** Groups as owner choices (`g{id}`). */
export function groupOptions(groups: readonly GroupSummary[]): OwnerOption[] {
  return groups.map((group) => ({
    value: `g${group.id}`,
    label: group.name,
    search: `${group.name} ${group.description ?? ''}`.toLowerCase(),
  }));
}

/** The choices of one kind of owner, for the rights screen's owner picker. */
export function ownerChoices(
  kind: OwnerKind,
  lists: {
    departments: readonly DepartmentSummary[];
    groups: readonly GroupSummary[];
    users: readonly UserSummary[];
  },
  inactive: string,
): OwnerOption[] {
  if (kind === 'd') return departmentOptions(lists.departments, inactive);
  if (kind === 'g') return groupOptions(lists.groups);
  return userOptions(lists.users);
}
