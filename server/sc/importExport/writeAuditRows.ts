import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { AuditEntry } from '../departments/writeAudit';

/**
 * Writes many audit_log records at once (1,000 per statement), in the shape
 * writeAudit and the resource API write: an import of 10,000 users leaves one record per
 * changed user without 10,000 round trips.
 */
export async function writeAuditRows(
  trx: Transaction<Database>,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += 1000) {
    // One JSON parameter per statement: thousands of bound parameters are slow on PGlite.
    const rows = entries.slice(i, i + 1000).map((e) => ({
      entity: e.entity,
      record_id: e.recordId,
      action: e.action,
      user_id: e.userId,
      before: e.before,
      after: e.after,
    }));
    await sql`
      insert into audit_log (entity, record_id, action, user_id, before, after)
      select entity, record_id, action, user_id, before, after
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as x(entity text, record_id int, action text, user_id int, before jsonb, after jsonb)`.execute(trx);
  }
}
