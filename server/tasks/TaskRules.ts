import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { AppContext } from '../http/AppContext';
import type { Language } from '../http/translate';

/** One row of a task's preview: the descriptor's column keys, plus anything the apply needs. */
export type TaskRow = Record<string, string | number | boolean | null>;

/** What a task's rules receive: the checked parameters (defaults filled in) and who asks. */
export interface TaskContext<Db = Kysely<Database>> {
  db: Db;
  params: Record<string, unknown>;
  userId: number;
  lang: Language;
}

/**
 * What apply receives beyond the context: `afterCommit` queues work for after its transaction
 * commits (pushing the notifications it stored to their users' channels); a failure there is
 * logged, the apply stands.
 */
export interface TaskApplyContext extends TaskContext<Transaction<Database>> {
  afterCommit: (effect: (ctx: AppContext) => Promise<void>) => void;
}

/**
 * The server side of a task descriptor (schemas/{module}/tasks), registered under its id in
 * server/modules/buildTaskRules.ts. `preview` answers what the task would do with these
 * parameters, changing nothing; `apply` does it in the given transaction and answers how many
 * rows it changed (a throw rolls all of it back). Applying twice with the same parameters must
 * change nothing the second time: the preview of an applied task shows no change.
 */
export interface TaskRules {
  /** Parameters' defaults worked out when the screen opens (this year); over the descriptor's. */
  defaults?: (db: Kysely<Database>) => Promise<Record<string, unknown>>;
  preview: (ctx: TaskContext) => Promise<TaskRow[]>;
  apply: (ctx: TaskApplyContext) => Promise<number>;
}

export type TaskRulesRegistry = ReadonlyMap<string, TaskRules>;
