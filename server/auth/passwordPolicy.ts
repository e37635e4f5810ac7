import type { Kysely } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { SecuritySettings } from '../settings/securitySettings';
import { verifyPassword } from './passwordHashing';

export interface PolicyProblem {
  key: string;
  values?: Record<string, number>;
}

/** Rules on the password's characters, from the security settings. Returns translation keys. */
export function checkPasswordRules(password: string, settings: SecuritySettings): PolicyProblem[] {
  const problems: PolicyProblem[] = [];
  if ([...password].length < settings.passwordMinLength)
    problems.push({ key: 'auth:password.tooShort', values: { min: settings.passwordMinLength } });
  if (settings.passwordRequireLetter && !/\p{L}/u.test(password))
    problems.push({ key: 'auth:password.needsLetter' });
  if (settings.passwordRequireDigit && !/\p{Nd}/u.test(password))
    problems.push({ key: 'auth:password.needsDigit' });
  if (settings.passwordRequireUpper && !/\p{Lu}/u.test(password))
    problems.push({ key: 'auth:password.needsUpper' });
  if (settings.passwordRequireLower && !/\p{Ll}/u.test(password))
    problems.push({ key: 'auth:password.needsLower' });
  if (settings.passwordRequireSymbol && !/[^\p{L}\p{Nd}\s]/u.test(password))
    problems.push({ key: 'auth:password.needsSymbol' });
  return problems;
}

/** True when the password equals the current one or one of the last `passwordHistory` ones. */
export async function isReusedPassword(
  db: Kysely<Database>,
  userId: number,
  password: string,
  settings: SecuritySettings,
): Promise<boolean> {
  if (settings.passwordHistory <= 0) return false;
  const previous = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(settings.passwordHistory)
    .execute();
  for (const row of previous) if (await verifyPassword(row.password_hash, password)) return true;
  return false;
}
