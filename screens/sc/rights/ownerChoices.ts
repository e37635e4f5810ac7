import {
  type DepartmentSummary,
  departmentOptions,
  type GroupSummary,
  groupOptions,
  type OwnerOption,
  type UserSummary,
  userOptions,
} from '../../../src/widgets/ownerOptions';

export type OwnerKind = 'd' | 'g' | 'u';

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
