import type { Kysely } from 'kysely';
import type { Database } from '../db/DatabaseSchema';

/**
 * Named settings documents stored as JSON in the `settings` table. Reads merge
 * the stored value over the defaults, so a setting added in a later release
 * has its default until an administrator saves it.
 */
export async function readSetting<T extends object>(
  db: Kysely<Database>,
  key: string,
  defaults: T,
): Promise<T> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return { ...defaults, ...((row?.value ?? {}) as Partial<T>) };
}

/** A settings document with its version: 0 while it was never saved (only defaults). */
export interface SettingRecord<T> {
  value: T;
  version: number;
}

/** Like readSetting, with the row's version for optimistic concurrency (see saveSetting). */
export async function readSettingRecord<T extends object>(
  db: Kysely<Database>,
  key: string,
  defaults: T,
): Promise<SettingRecord<T>> {
  const row = await db
    .selectFrom('settings')
    .select(['value', 'version'])
    .where('key', '=', key)
    .executeTakeFirst();
  return { value: { ...defaults, ...((row?.value ?? {}) as Partial<T>) }, version: row?.version ?? 0 };
}

export async function writeSetting<T extends object>(
  db: Kysely<Database>,
  key: string,
  value: T,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        value: json,
        version: eb('settings.version', '+', 1),
        updated_at: new Date(),
      })),
    )
    .execute();
}
