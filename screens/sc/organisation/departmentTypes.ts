/** A row of the cached list GET /api/sc/department/all. */
export interface DepartmentSummary {
  id: number;
  parent_id: number | null;
  name: string;
  code: string | null;
  sort: number;
  is_active: boolean;
  level_id: number | null;
  level_name: string | null;
  depth: number | null;
  version: number;
  user_count: number;
}

/** A row of the paged GET /api/sc/user. */
export interface OrgUser {
  id: number;
  account: string;
  name: string;
  email: string | null;
  is_active: boolean;
  department_id: number | null;
  department_name: string | null;
  job_position_name: string | null;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
