import type { Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';

/**
 * Writes one `sc.group` audit_log record inside the write's transaction, in the shape the
 * resource API writes (server/resources/EntityService.ts), so the audit history reads both alike.
 */
export async function writeGroupAudit(
  trx: Transaction<Database>,
  entry: { recordId: number; action: string; userId: number; before: unknown; after: unknown },
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      entity: 'sc.group',
      record_id: entry.recordId,
      action: entry.action,
      user_id: entry.userId,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}
