import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import { ValidationFailed } from '../http/HttpError';
import { type Language, translate } from '../http/translate';
import type { SecuritySettings } from '../settings/securitySettings';
import { checkPasswordRules, isReusedPassword } from './passwordPolicy';

/** Applies the password policy (rules, confirmation, reuse). Throws 422 on `password`; writes nothing. */
export async function assertAcceptablePassword(
  db: Kysely<Database>,
  input: {
    userId: number;
    password: string;
    confirmation: string;
    settings: SecuritySettings;
    lang: Language;
  },
): Promise<void> {
  const { userId, password, confirmation, settings, lang } = input;
  const messages = checkPasswordRules(password, settings).map((p) => translate(lang, p.key, p.values));
  if (password !== confirmation) {
    const attribute = translate(lang, 'validation:attributes.password');
    messages.push(translate(lang, 'validation:rules.confirmed', { attribute }));
  }
  if (messages.length === 0 && (await isReusedPassword(db, userId, password, settings))) {
    messages.push(translate(lang, 'auth:password.reused', { count: settings.passwordHistory }));
  }
  if (messages.length > 0) throw new ValidationFailed(messages[0]!, { password: messages });
}

/**
 * Stores an already hashed password and remembers it for the reuse rule.
 * Hash before opening the transaction: argon2 takes tens of milliseconds.
 */
export async function storePasswordHash(
  trx: Transaction<Database>,
  userId: number,
  hash: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({
      password_hash: hash,
      password_changed_at: new Date(),
      updated_at: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
  await trx.insertInto('password_history').values({ user_id: userId, password_hash: hash }).execute();
}
