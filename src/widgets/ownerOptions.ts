/** One choice of an owner picker. */
export interface OwnerOption {
  /** The owner reference (`d{id}`, `g{id}`, `u{id}`) or a word such as `all`. */
  value: string;
  label: string;
  /** Lower-case text the search matches (name, account, code). */
  search: string;
}

/** Choices under a heading (departments, groups, people) in one picker. */
export interface OwnerOptionGroup {
  label: string;
  /** The heading's tooltip and accessible text; antd reads it from `title`. */
  title: string;
  options: OwnerOption[];
}

/** An entry of GET /api/sc/department/all. */
export interface DepartmentSummary {
  id: number;
  name: string;
  code?: string | null;
  is_active?: boolean;
}

/** An entry of GET /api/sc/group/all. */
export interface GroupSummary {
  id: number;
  name: string;
  description?: string | null;
}

/** An entry of GET /api/sc/user/all. */
export interface UserSummary {
  id: number;
  name: string;
  account: string;
  is_active?: boolean;
}

/** Departments as owner choices (`d{id}`); an inactive one says so. */
export function departmentOptions(
  departments: readonly DepartmentSummary[],
  inactive: string,
): OwnerOption[] {
  return departments.map((department) => ({
    value: `d${department.id}`,
    label: department.is_active === false ? `${department.name} ${inactive}` : department.name,
    search: `${department.name} ${department.code ?? ''}`.toLowerCase(),
  }));
}

/** Groups as owner choices (`g{id}`). */
export function groupOptions(groups: readonly GroupSummary[]): OwnerOption[] {
  return groups.map((group) => ({
    value: `g${group.id}`,
    label: group.name,
    search: `${group.name} ${group.description ?? ''}`.toLowerCase(),
  }));
}

/** Active users as owner choices (`u{id}`): an inactive user receives nothing, so is not offered. */
export function userOptions(users: readonly UserSummary[]): OwnerOption[] {
  return users
    .filter((user) => user.is_active !== false)
    .map((user) => ({
      value: `u${user.id}`,
      label: `${user.name} (${user.account})`,
      search: `${user.name} ${user.account}`.toLowerCase(),
    }));
}
