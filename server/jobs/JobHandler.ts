import type { Kysely } from 'kysely';
import type { Database } from '../db/DatabaseSchema';

/** A job row as the worker claimed it: the job fields and the entity's own (what to work on). */
export type JobRow = Record<string, unknown> & { id: number; kind: string; attempts: number };

/** What a handler may use while it runs. */
export interface JobRun {
  /** The database, outside any transaction (open one for writes that go together). */
  db: Kysely<Database>;
  /** Records how far the job is, 0-100, for the queue's list. */
  progress: (percent: number) => Promise<void>;
}

/**
 * Runs one job of a kind (docs/guide-jobs.md). Throwing fails the attempt: the worker retries it
 * later, and after the last attempt the job shows as failed with the error's message.
 */
export type JobHandler = (job: JobRow, run: JobRun) => Promise<void>;
