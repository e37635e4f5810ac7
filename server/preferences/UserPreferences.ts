import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/DatabaseSchema';

/** A stored preference and how many times it was written. */
export interface StoredPreference<T> {
  value: T;
  version: number;
}

/**
 * A small generic store of per-user preferences (table `user_preference`, migration 0010):
 * one JSON value per user and key. Callers validate the value before `put`; this store only
 * keeps it. Keys are namespaced by their owner (`list-layout:cm.lead`).
 * @example
 * const prefs = new UserPreferences(db);
 * await prefs.put(7, 'list-layout:cm.lead', layout);
 * const kept = await prefs.get<ListLayout>(7, 'list-layout:cm.lead'); // { value, version } | null
 */
export class UserPreferences {
  constructor(private readonly db: Kysely<Database>) {}

  async get<T>(userId: number, key: string): Promise<StoredPreference<T> | null> {
    const row = await this.db
      .selectFrom('user_preference')
      .select(['value', 'version'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? { value: row.value as T, version: row.version } : null;
  }

  /** Writes the value (insert or replace) and answers the new version. */
  async put(userId: number, key: string, value: unknown): Promise<number> {
    const json = JSON.stringify(value);
    const row = await this.db
      .insertInto('user_preference')
      .values({ user_id: userId, key, value: json })
      .onConflict((oc) =>
        oc.columns(['user_id', 'key']).doUpdateSet({
          value: json,
          version: sql`user_preference.version + 1`,
          updated_at: sql`now()`,
        }),
      )
      .returning('version')
      .executeTakeFirstOrThrow();
    return row.version;
  }

  /** Forgets the value; true when there was one. */
  async remove(userId: number, key: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('user_preference')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
