import type { Kysely } from 'kysely';
import { MODULES } from '../../schemas/core/modules';
import { hashPassword } from '../auth/passwordHashing';
import { checkPasswordRules } from '../auth/passwordPolicy';
import { findUserByAccount } from '../auth/userProfile';
import type { Database } from '../db/DatabaseSchema';
import { translate } from '../http/translate';
import { readSecuritySettings } from '../settings/securitySettings';

export interface NewAdministrator {
  account: string;
  name: string;
  email?: string;
  password: string;
}

/**
 * Creates a user with every right (all modules), for a fresh PostgreSQL
 * installation that has no demo data. Throws a readable error when the
 * account exists or the password breaks the policy.
 */
export async function createAdministrator(db: Kysely<Database>, input: NewAdministrator): Promise<number> {
  if (!/^[A-Za-z0-9._@-]{1,100}$/.test(input.account))
    throw new Error('account: letters, digits and . _ @ - only (1-100)');
  if (input.name.trim().length === 0) throw new Error('name is required');
  if (await findUserByAccount(db, input.account))
    throw new Error(`account "${input.account}" already exists`);
  const problems = checkPasswordRules(input.password, await readSecuritySettings(db));
  if (problems.length > 0) throw new Error(problems.map((p) => translate('en', p.key, p.values)).join(' '));
  const hash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        account: input.account,
        name: input.name.trim(),
        email: input.email ?? null,
        phone: null,
        password_hash: hash,
        password_changed_at: new Date(),
        language: 'tw',
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('password_history').values({ user_id: user.id, password_hash: hash }).execute();
    await trx
      .insertInto('rights')
      .values(MODULES.map((path) => ({ owner: `u${user.id}`, path })))
      .execute();
    return user.id;
  });
}
