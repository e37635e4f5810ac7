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
