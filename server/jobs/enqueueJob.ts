import type { Transaction } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { EntityService } from '../resources/EntityService';

/**
 * Queues a job on a `jobQueue` entity (docs/guide-jobs.md) in the caller's transaction, so the
 * job exists exactly when what it works on does. Call `ctx.jobs.wake()` after the commit to run
 * it at once rather than at the next poll. Returns the job's id.
 */
export async function enqueueJob(
  trx: Transaction<Database>,
  queue: EntityService,
  job: { kind: string } & Record<string, unknown>,
  userId: number,
): Promise<number> {
  return queue.store.insert(trx, { status: 'queued', attempts: 0, progress: 0, ...job }, userId);
}
