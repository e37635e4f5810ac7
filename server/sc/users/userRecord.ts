import type { Executor } from '../../db/Executor';

/** A user as the administration screens edit it: never the password hash. */
export interface UserRecord {
  id: number;
  account: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: string;
  is_active: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  departments: Array<{
    department_id: number;
    is_primary: boolean;
    job_position_id: number | null;
    department_name: string;
    job_position_name: string | null;
  }>;
  groups: Array<{ id: number; name: string }>;
}

/** Reads one user (deleted ones too, so they can be shown and restored); undefined when there is none. */
export async function readUserRecord(db: Executor, userId: number): Promise<UserRecord | undefined> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'account',
      'name',
      'email',
      'phone',
      'language',
      'is_active',
      'version',
      'created_at',
      'updated_at',
      'deleted_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const departments = await db
    .selectFrom('user_departments as ud')
    .innerJoin('departments as d', 'd.id', 'ud.department_id')
    .leftJoin('job_positions as j', 'j.id', 'ud.job_position_id')
    .select([
      'ud.department_id',
      'ud.is_primary',
      'ud.job_position_id',
      'd.name as department_name',
      'j.name as job_position_name',
    ])
    .where('ud.user_id', '=', userId)
    .where('d.deleted_at', 'is', null)
    .orderBy('ud.is_primary', 'desc')
    .orderBy('d.id')
    .execute();
  const groups = await db
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select(['g.id', 'g.name'])
    .where('m.member', '=', `u${userId}`)
    .where('g.deleted_at', 'is', null)
    .orderBy('g.id')
    .execute();
  return { ...user, departments, groups };
}

/** What the audit log keeps of a user: the edited fields, not the timestamps. */
export function auditedFields(record: UserRecord) {
  const { created_at: _created, updated_at: _updated, ...fields } = record;
  return fields;
}
