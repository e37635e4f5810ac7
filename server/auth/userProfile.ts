import type { Kysely } from 'kysely';
import type { PermissionTree } from '../../schemas/core/hasPermission';
import type { Database, UserRow } from '../db/DatabaseSchema';

/** What the API shows of a user: never the password hash. */
export interface UserProfile {
  id: number;
  account: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: string;
  is_active: boolean;
  departments: Array<{ id: number; name: string; is_primary: boolean; job_position: string | null }>;
  userPermission: PermissionTree;
}

export async function userProfile(
  db: Kysely<Database>,
  user: UserRow,
  userPermission: PermissionTree,
): Promise<UserProfile> {
  const departments = await db
    .selectFrom('user_departments as ud')
    .innerJoin('departments as d', 'd.id', 'ud.department_id')
    .leftJoin('job_positions as j', 'j.id', 'ud.job_position_id')
    .select(['d.id', 'd.name', 'ud.is_primary', 'j.name as job_position'])
    .where('ud.user_id', '=', user.id)
    .orderBy('ud.is_primary', 'desc')
    .orderBy('d.id')
    .execute();
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    email: user.email,
    phone: user.phone,
    language: user.language,
    is_active: user.is_active,
    departments,
    userPermission,
  };
}

export function findUserByAccount(db: Kysely<Database>, account: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['account']), '=', account.trim().toLowerCase()))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
