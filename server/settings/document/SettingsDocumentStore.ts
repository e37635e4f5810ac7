import type { Kysely, Transaction } from 'kysely';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { settingsDefaults } from '../../../schemas/core/settings/settingsJsonSchema';
import type { Database } from '../../db/DatabaseSchema';

/** Whose document: the company's (one), or a user's or a department's (`u7`, `d3`). */
export type SettingsScopeKey = 'company' | `u${number}` | `d${number}`;

/** A settings document with its version: 0 while it was never saved (only defaults). */
export interface SettingsRecord<T = Record<string, unknown>> {
  value: T;
  version: number;
}

/** The `settings` row of one document: the descriptor id, and the scope for a per-user or per-department one. */
export function settingsRowKey(d: SettingsDescriptor, scope: SettingsScopeKey): string {
  return scope === 'company' ? d.id : `${d.id}@${scope}`;
}

/** The stored value over the defaults, so a field added in a later release has its default until saved. */
function merged<T>(d: SettingsDescriptor, stored: unknown): T {
  return { ...settingsDefaults(d), ...((stored ?? {}) as object) } as T;
}

/**
 * Reads one settings document and its version.
 * @example const { value } = await readSettingsDocument<SecuritySettings>(db, settingsDescriptor('sc.security'))
 */
export async function readSettingsDocument<T = Record<string, unknown>>(
  db: Kysely<Database>,
  d: SettingsDescriptor,
  scope: SettingsScopeKey = 'company',
): Promise<SettingsRecord<T>> {
  const row = await db
    .selectFrom('settings')
    .select(['value', 'version'])
    .where('key', '=', settingsRowKey(d, scope))
    .executeTakeFirst();
  return { value: merged<T>(d, row?.value), version: row?.version ?? 0 };
}

/** The save was based on an older version than the stored one: someone else saved in between. */
export class StaleSettingsError extends Error {
  constructor(readonly current: SettingsRecord) {
    super('the settings document changed since it was read');
    this.name = 'StaleSettingsError';
  }
}

export interface SaveSettingsInput {
  scope: SettingsScopeKey;
  /** The fields to change; the others keep their stored (or default) values. */
  changes: Record<string, unknown>;
  /** The version the caller read (0: never saved); undefined skips the check (scripts). */
  expectedVersion: number | undefined;
  userId: number;
  /** What the audit log keeps of a value (e.g. a digest instead of an embedded image). */
  auditView?: ((value: Record<string, unknown>) => unknown) | undefined;
}

async function lockedRow(trx: Transaction<Database>, key: string) {
  return trx
    .selectFrom('settings')
    .select(['value', 'version'])
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
}

/** The audit record's id: 1 for the company's document, else the user's or department's id. */
function auditRecordId(scope: SettingsScopeKey): number {
  return scope === 'company' ? 1 : Number(scope.slice(1));
}

/**
 * Saves a settings document and its audit record in one transaction. The row is locked
 * while it is compared and written, so two saves based on the same version cannot both
 * win: the second gets StaleSettingsError with what is stored now.
 *
 * @example await saveSettingsDocument(db, descriptor, { scope: 'company', changes: { lockMinutes: 30 },
 *   expectedVersion: 3, userId: 1 })
 */
export async function saveSettingsDocument(
  db: Kysely<Database>,
  d: SettingsDescriptor,
  input: SaveSettingsInput,
): Promise<SettingsRecord> {
  const key = settingsRowKey(d, input.scope);
  const view = input.auditView ?? ((value: Record<string, unknown>) => value);
  return db.transaction().execute(async (trx) => {
    let row = await lockedRow(trx, key);
    let version: number | undefined;
    let before = merged<Record<string, unknown>>(d, row?.value);
    let value = { ...before, ...input.changes };
    if (!row) {
      if (input.expectedVersion !== undefined && input.expectedVersion !== 0)
        throw new StaleSettingsError({ value: before, version: 0 });
      // Nothing to lock yet: a concurrent first save makes this insert meet the other's row.
      const inserted = await trx
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('version')
        .executeTakeFirst();
      version = inserted?.version;
      if (version === undefined) row = await lockedRow(trx, key);
    }
    if (version === undefined && row) {
      before = merged(d, row.value);
      if (input.expectedVersion !== undefined && input.expectedVersion !== row.version)
        throw new StaleSettingsError({ value: before, version: row.version });
      value = { ...before, ...input.changes };
      const updated = await trx
        .updateTable('settings')
        .set((eb) => ({
          value: JSON.stringify(value),
          version: eb('version', '+', 1),
          updated_at: new Date(),
        }))
        .where('key', '=', key)
        .returning('version')
        .executeTakeFirstOrThrow();
      version = updated.version;
    }
    await trx
      .insertInto('audit_log')
      .values({
        entity: d.audit ?? d.id,
        record_id: auditRecordId(input.scope),
        action: 'update',
        user_id: input.userId,
        before: JSON.stringify(view(before)),
        after: JSON.stringify(view(value)),
      })
      .execute();
    return { value, version: version ?? 0 };
  });
}
