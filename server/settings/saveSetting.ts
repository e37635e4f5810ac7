import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { SettingRecord } from './settingsStore';

/** The save was based on an older version than the stored one: someone else saved in between. */
export class StaleSettingError<T> extends Error {
  constructor(readonly current: SettingRecord<T>) {
    super('the setting changed since it was read');
    this.name = 'StaleSettingError';
  }
}

export interface SaveSettingInput<T extends object> {
  key: string;
  defaults: T;
  /** The fields to change; the others keep their stored (or default) values. */
  changes: Partial<T>;
  /** The version the caller read (0: never saved); undefined skips the check (scripts, older clients). */
  expectedVersion: number | undefined;
  userId: number;
  /** The audit log's entity name, e.g. `sc.securitySettings`; a settings document is record 1. */
  auditEntity: string;
  /** What the audit log keeps of a value (e.g. a digest instead of an embedded image). */
  auditView?: (value: T) => unknown;
}

async function lockedRow(trx: Transaction<Database>, key: string) {
  return trx
    .selectFrom('settings')
    .select(['value', 'version'])
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Saves a settings document and its audit record in one transaction. The row is
 * locked while it is compared and written, so two saves based on the same version
 * cannot both win: the second gets StaleSettingError with what is stored now.
 *
 * @example await saveSetting(db, { key: 'security', defaults, changes: { lockMinutes: 30 },
 *   expectedVersion: 3, userId: 1, auditEntity: 'sc.securitySettings' })
 */
export async function saveSetting<T extends object>(
  db: Kysely<Database>,
  input: SaveSettingInput<T>,
): Promise<SettingRecord<T>> {
  const view = input.auditView ?? ((value: T) => value);
  return db.transaction().execute(async (trx) => {
    let row = await lockedRow(trx, input.key);
    let version: number | undefined;
    let before: T = { ...input.defaults, ...((row?.value ?? {}) as Partial<T>) };
    let value: T = { ...before, ...input.changes };
    if (!row) {
      if (input.expectedVersion !== undefined && input.expectedVersion !== 0)
        throw new StaleSettingError({ value: before, version: 0 });
      // Nothing to lock yet: a concurrent first save makes this insert meet the other's row.
      const inserted = await trx
        .insertInto('settings')
        .values({ key: input.key, value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('version')
        .executeTakeFirst();
      version = inserted?.version;
      if (version === undefined) row = await lockedRow(trx, input.key);
    }
    if (version === undefined && row) {
      before = { ...input.defaults, ...(row.value as Partial<T>) };
      if (input.expectedVersion !== undefined && input.expectedVersion !== row.version)
        throw new StaleSettingError({ value: before, version: row.version });
      value = { ...before, ...input.changes };
      const updated = await trx
        .updateTable('settings')
        .set((eb) => ({
          value: JSON.stringify(value),
          version: eb('version', '+', 1),
          updated_at: new Date(),
        }))
        .where('key', '=', input.key)
        .returning('version')
        .executeTakeFirstOrThrow();
      version = updated.version;
    }
    await trx
      .insertInto('audit_log')
      .values({
        entity: input.auditEntity,
        record_id: 1,
        action: 'update',
        user_id: input.userId,
        before: JSON.stringify(view(before)),
        after: JSON.stringify(view(value)),
      })
      .execute();
    return { value, version: version ?? 0 };
  });
}
