import type { RowScope } from '../../schemas/core/rowScopes';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Kysely's view of the core tables created by the migrations in ./migrations. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<number>;
  account: string;
  name: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  password_changed_at: Date | null;
  language: string;
  is_active: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Date | null;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: number;
  password_hash: string;
  created_at: CreatedAt;
}

/** Managed by the descriptor runtime as `sc.departmentLevel` (migration 0005 added its system columns). */
export interface DepartmentLevelsTable {
  id: Generated<number>;
  name: string;
  depth: number;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  created_by: number | null;
  updated_by: number | null;
  deleted_at: Generated<Date | null>;
}

export interface DepartmentsTable {
  id: Generated<number>;
  parent_id: number | null;
  level_id: number | null;
  name: string;
  code: string | null;
  sort: Generated<number>;
  is_active: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Added by migration 0005. */
  created_by: Generated<number | null>;
  updated_by: Generated<number | null>;
  deleted_at: Date | null;
  /** Added by migration 0012: the department head (the sign-off `departmentHead` rule); null: the highest-ranked member. */
  head_user_id: Generated<number | null>;
}

/** Managed by the descriptor runtime as `sc.jobPosition` (migration 0004 added its system columns). */
export interface JobPositionsTable {
  id: Generated<number>;
  name: string;
  rank: number;
  description: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  created_by: number | null;
  updated_by: number | null;
  deleted_at: Date | null;
}

export interface GroupsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  created_at: CreatedAt;
  deleted_at: Date | null;
  /** Added by migration 0007: the stale-write check and the time of the last change. */
  version: Generated<number>;
  updated_at: UpdatedAt;
}

export interface UserDepartmentsTable {
  user_id: number;
  department_id: number;
  is_primary: boolean;
  job_position_id: number | null;
}

export interface GroupMembersTable {
  group_id: number;
  /** Owner reference: `d{id}`, `g{id}` or `u{id}`. */
  member: string;
}

export interface RightsTable {
  id: Generated<number>;
  /** Owner reference: `d{id}`, `g{id}` or `u{id}`. */
  owner: string;
  /** A catalogue permission path or a prefix of one. */
  path: string;
  /** How many rows the right reaches (schemas/core/rowScopes.ts); `all` unless narrowed. */
  scope: Generated<RowScope>;
  created_at: CreatedAt;
}

export interface AuthSessionsTable {
  id: string;
  user_id: number;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_used_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  created_at: CreatedAt;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

export interface CaptchasTable {
  key: string;
  answer_hash: string;
  expires_at: Date;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  sent_at: Date | null;
  error: string | null;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

export interface AuditLogTable {
  id: Generated<string>;
  entity: string;
  record_id: number;
  action: string;
  user_id: number | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** What the notification is about: `wf` (workflow), `sc` (sent by an administrator), ... */
  model_type: string;
  model_id: number | null;
  title: string;
  content: string;
  data: Json<Record<string, unknown>>;
  read_at: Date | null;
  created_at: CreatedAt;
}

/** Uploaded files (migration 0008); the bytes live in the FileStore under `storage_key`. */
export interface FilesTable {
  id: Generated<number>;
  storage_key: string;
  original_name: string;
  mime: string;
  /** bigint: drivers hand it back as a string. */
  size: ColumnType<string, number, never>;
  sha256: string;
  entity: string;
  field: string;
  record_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  deleted_at: Date | null;
}

/** One grant of an access list (migration 0015): `owner` as in rights (`u5`, `d3`, `g2`), level 1–3. */
export interface AccessEntriesTable {
  entity: string;
  record_id: number;
  owner: string;
  level: number;
}

/** A row that does not inherit its parent's access list (migration 0015). */
export interface AccessBreaksTable {
  entity: string;
  record_id: number;
}

/** One preference of one user (migration 0010), e.g. a list's column layout. */
export interface UserPreferenceTable {
  user_id: number;
  key: string;
  value: Json<unknown>;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

/**
 * One saved definition of a sign-off template (migration 0011): the form and flow the designer
 * saved. Never changed after insert; `wf_templates.current_version_id` names the newest.
 */
export interface WfTemplateVersionsTable {
  id: Generated<number>;
  template_id: number;
  version_no: number;
  form: Json<unknown>;
  flow: Json<unknown>;
  created_by: number | null;
  created_at: CreatedAt;
}

/** A sign-off application (migration 0012, server/wf/engine). */
export interface WfInstancesTable {
  id: Generated<number>;
  template_id: number;
  template_version_id: number;
  kind: Generated<string>;
  number: string | null;
  title: Generated<string>;
  applicant_id: number;
  applicant_department_id: number | null;
  status: Generated<string>;
  values: Json<Record<string, unknown>>;
  file_ids: Generated<number[]>;
  chosen_approvers: Json<Record<string, number[]>>;
  planned_user_ids: Generated<number[]>;
  current_step: number | null;
  round: Generated<number>;
  version: Generated<number>;
  submitted_at: Date | null;
  finished_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One activation of a stage of an application's flow (migration 0012). */
export interface WfStageRunsTable {
  id: Generated<number>;
  instance_id: number;
  step: number;
  branch: number;
  slot: number;
  seq: Generated<number>;
  stage_key: string;
  name: Json<Record<string, string>>;
  round: number;
  state: string;
  mode: string;
  n: number | null;
  percent: number | null;
  required: Generated<number>;
  skipped_because: string | null;
  added_by: number | null;
  deadline: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  created_at: CreatedAt;
}

/** One approver's part in a stage run (migration 0012). */
export interface WfTasksTable {
  id: Generated<number>;
  instance_id: number;
  run_id: number;
  assignee_id: number;
  role: Generated<string>;
  state: string;
  before_task_id: number | null;
  forwarded_from_id: number | null;
  added_by: number | null;
  acted_by: number | null;
  on_behalf_of: number | null;
  acted_at: Date | null;
  comment: string | null;
  sort: Generated<number>;
  reminded: Generated<number>;
  reminded_at: Date | null;
  created_at: CreatedAt;
}

/** Every action on an application (migration 0012). */
export interface WfHistoryTable {
  id: Generated<number>;
  instance_id: number;
  action: string;
  actor_id: number | null;
  on_behalf_of: number | null;
  run_id: number | null;
  stage_key: string | null;
  comment: string | null;
  file_ids: Generated<number[]>;
  details: Json<Record<string, unknown>> | null;
  at: Generated<Date>;
}

/** People copied on an application (migration 0012). */
export interface WfCcTable {
  id: Generated<number>;
  instance_id: number;
  user_id: number;
  run_id: number | null;
  created_at: CreatedAt;
}

/** The last application number per prefix and date (migration 0012). */
export interface WfNumberSequencesTable {
  key: string;
  last_value: number;
}

export interface Database {
  users: UsersTable;
  password_history: PasswordHistoryTable;
  department_levels: DepartmentLevelsTable;
  departments: DepartmentsTable;
  job_positions: JobPositionsTable;
  groups: GroupsTable;
  user_departments: UserDepartmentsTable;
  group_members: GroupMembersTable;
  rights: RightsTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  login_throttle: LoginThrottleTable;
  captchas: CaptchasTable;
  mail_outbox: MailOutboxTable;
  settings: SettingsTable;
  notifications: NotificationsTable;
  audit_log: AuditLogTable;
  files: FilesTable;
  access_entries: AccessEntriesTable;
  access_breaks: AccessBreaksTable;
  user_preference: UserPreferenceTable;
  wf_template_versions: WfTemplateVersionsTable;
  wf_instances: WfInstancesTable;
  wf_stage_runs: WfStageRunsTable;
  wf_tasks: WfTasksTable;
  wf_history: WfHistoryTable;
  wf_cc: WfCcTable;
  wf_number_sequences: WfNumberSequencesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
