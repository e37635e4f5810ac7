import type { OwnerOption } from './OwnerSelect';

/** An entry of GET /api/sc/department/all. */
export interface DepartmentSummary {
  id: number;
  name: string;
  code?: string | null;
  is_active?: boolean;
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
