import { sql } from 'kysely';
import type { AppContext } from '../http/AppContext';

/** Uploads never attached to a record are removed after this long. */
export const ORPHAN_AGE_HOURS = 24;
const BATCH = 100;

/**
 * Removes up to 100 uploads older than a day that no record took (a form left without saving):
 * their rows, then their bytes. Runs after each upload (docs/decisions.md "Orphan uploads"),
 * so a busy server sweeps often and an idle one has nothing new to sweep; the partial index
 * files_orphan_idx keeps it cheap.
 */
export async function sweepOrphanFiles(ctx: Pick<AppContext, 'db' | 'files'>): Promise<number> {
  const gone = await ctx.db
    .deleteFrom('files')
    .where(
      'id',
      'in',
      ctx.db
        .selectFrom('files')
        .select('id')
        .where('record_id', 'is', null)
        .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${ORPHAN_AGE_HOURS})`)
        .orderBy('created_at')
        .limit(BATCH),
    )
    .returning('storage_key')
    .execute();
  for (const { storage_key } of gone) await ctx.files.delete(storage_key);
  return gone.length;
}
