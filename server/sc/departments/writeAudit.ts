import type { Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';

export interface AuditEntry {
  /** The audited thing, named like the descriptor entities: `sc.department`, `sc.userDepartments`. */
  entity: string;
  recordId: number;
  action: string;
  userId: number;
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit_log record inside the write's transaction, in the same shape the
 * resource API writes (server/resources/EntityService.ts), so GET .../audit reads both alike.
 */
export async function writeAudit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      entity: entry.entity,
      record_id: entry.recordId,
      action: entry.action,
      user_id: entry.userId,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}
