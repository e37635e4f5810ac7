import type { Kysely } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { SecuritySettings } from '../settings/securitySettings';

export interface ThrottleState {
  /** Minutes until the lock ends, when locked. */
  lockedMinutes: number | null;
  captchaRequired: boolean;
}

/**
 * Counts failed sign-ins per account and per client address. Failures count
 * within a window of `lockMinutes`; past `captchaAfterFailures` a captcha is
 * required, past `lockAfterFailures` that key is locked for `lockMinutes`.
 * Kept in the database so every instance behind a proxy sees the same counts.
 */
export class LoginThrottle {
  constructor(private readonly db: Kysely<Database>) {}

  static keysFor(account: string, ip: string): string[] {
    return [`account:${account.trim().toLowerCase()}`, `ip:${ip}`];
  }

  async state(keys: string[], settings: SecuritySettings): Promise<ThrottleState> {
    const rows = await this.db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute();
    const now = Date.now();
    let lockedUntil = 0;
    let failures = 0;
    for (const row of rows) {
      if (row.locked_until && row.locked_until.getTime() > now)
        lockedUntil = Math.max(lockedUntil, row.locked_until.getTime());
      if (now - row.window_started_at.getTime() < settings.lockMinutes * 60_000)
        failures = Math.max(failures, row.failures);
    }
    return {
      lockedMinutes: lockedUntil ? Math.ceil((lockedUntil - now) / 60_000) : null,
      captchaRequired: settings.captchaEnabled || failures >= settings.captchaAfterFailures,
    };
  }

  async recordFailure(keys: string[], settings: SecuritySettings): Promise<void> {
    const windowMs = settings.lockMinutes * 60_000;
    await this.db.transaction().execute(async (trx) => {
      for (const key of keys) {
        const row = await trx
          .selectFrom('login_throttle')
          .selectAll()
          .where('key', '=', key)
          .forUpdate()
          .executeTakeFirst();
        const now = new Date();
        const fresh = !row || now.getTime() - row.window_started_at.getTime() >= windowMs;
        const failures = fresh ? 1 : row.failures + 1;
        const lockedUntil =
          failures >= settings.lockAfterFailures ? new Date(now.getTime() + windowMs) : null;
        const values = {
          failures,
          window_started_at: fresh ? now : row.window_started_at,
          locked_until: lockedUntil,
        };
        if (row) await trx.updateTable('login_throttle').set(values).where('key', '=', key).execute();
        else
          await trx
            .insertInto('login_throttle')
            .values({ key, ...values })
            .execute();
      }
    });
  }

  /** A successful sign-in clears the account's count; the address keeps its own. */
  async recordSuccess(accountKey: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('key', '=', accountKey).execute();
  }
}
