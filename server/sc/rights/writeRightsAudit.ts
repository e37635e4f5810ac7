import type { Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import { parseOwner } from './ownerNames';

/** The audit entity of an owner's rights: one per owner kind, since audit_log ids are numbers. */
export const RIGHTS_AUDIT_ENTITY = {
  d: 'sc.departmentRights',
  g: 'sc.groupRights',
  u: 'sc.userRights',
} as const;

/**
 * Writes one audit_log record of an owner's grants before and after a save, inside the
 * save's transaction, in the shape the resource API writes (server/resources/EntityService.ts).
 */
export async function writeRightsAudit(
  trx: Transaction<Database>,
  entry: { owner: string; userId: number; before: string[]; after: string[] },
): Promise<void> {
  const parsed = parseOwner(entry.owner);
  if (!parsed) throw new Error(`not an owner reference: ${entry.owner}`);
  await trx
    .insertInto('audit_log')
    .values({
      entity: RIGHTS_AUDIT_ENTITY[parsed.kind],
      record_id: parsed.id,
      action: 'update',
      user_id: entry.userId,
      before: JSON.stringify({ owner: entry.owner, paths: entry.before }),
      after: JSON.stringify({ owner: entry.owner, paths: entry.after }),
    })
    .execute();
}
