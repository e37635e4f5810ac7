import type { Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { AuditEntry } from '../departments/writeAudit';

/**
 * Writes many audit_log records at once (500 per statement), in the shape
 * writeAudit and the resource API write: an import of 10,000 users leaves one record per
 * changed user without 10,000 round trips.
 */
export async function writeAuditRows(
  trx: Transaction<Database>,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await trx
      .insertInto('audit_log')
      .values(
        entries.slice(i, i + 500).map((e) => ({
          entity: e.entity,
          record_id: e.recordId,
          action: e.action,
          user_id: e.userId,
          before: e.before === null ? null : JSON.stringify(e.before),
          after: e.after === null ? null : JSON.stringify(e.after),
        })),
      )
      .execute();
  }
}
