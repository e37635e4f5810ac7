import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/DatabaseSchema';
import type { SignedIn, TestServer } from '../../support/startTestServer';

/** The matrix's own people, apart from the demo's so no demo grant reaches them. */
export interface MatrixUsers {
  /** Holds nothing at all, and sits in no department. */
  none: SignedIn;
  /** The user every case grants to: sits in `MX`, the root of a department tree of its own. */
  probe: SignedIn;
  /** A colleague in the probe's department (reached from `department` up). */
  peer: SignedIn;
  /** A member of `MX-SUB`, below the probe's department (reached from `subtree` up). */
  below: SignedIn;
  departments: { top: number; sub: number };
}

/**
 * Creates the matrix's departments and users straight in the tables: a new root department
 * `MX` with `MX-SUB` below it (under no demo department and in no group, so no demo right
 * stands for their members) and four users with the demo password, then signs them in. The
 * probe's rights are replaced case by case through the rights API.
 */
export async function createMatrixUsers(t: TestServer): Promise<MatrixUsers> {
  const db: Kysely<Database> = t.server.ctx.db;
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('account', '=', 'staff')
    .executeTakeFirstOrThrow();
  const department = async (name: string, code: string, parent: number | null) =>
    (
      await db
        .insertInto('departments')
        .values({ name, code, parent_id: parent, level_id: null, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const top = await department('Matrix', 'MX', null);
  const sub = await department('Matrix section', 'MX-SUB', top);
  const user = async (account: string, departmentId: number | null) => {
    const { id } = await db
      .insertInto('users')
      .values({
        account,
        name: account,
        email: `${account}@matrix.example`,
        phone: null,
        password_hash,
        password_changed_at: new Date(),
        language: 'en',
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (departmentId !== null)
      await db
        .insertInto('user_departments')
        .values({ user_id: id, department_id: departmentId, is_primary: true, job_position_id: null })
        .execute();
    return t.signIn(account);
  };
  return {
    none: await user('mx_none', null),
    probe: await user('mx_probe', top),
    peer: await user('mx_peer', top),
    below: await user('mx_below', sub),
    departments: { top, sub },
  };
}
