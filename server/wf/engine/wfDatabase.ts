import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';

/**
 * The sign-off tables made by the descriptor runtime (schemas/wf/entities), as the engine reads
 * them. Their rows are written by the generic resource API; the engine only reads the columns
 * named here.
 */
export interface WfTemplatesTable {
  id: ColumnType<number, never, never>;
  name: ColumnType<Record<string, string>, never, never>;
  category_id: ColumnType<number | null, never, never>;
  description: ColumnType<string | null, never, never>;
  kind: ColumnType<string | null, never, never>;
  number_prefix: ColumnType<string | null, never, never>;
  /** Who may apply with it: owner references `d3,g2,u7`; empty or null: everyone. */
  users: ColumnType<string | null, never, never>;
  is_active: ColumnType<boolean, never, never>;
  sort: ColumnType<number | null, never, never>;
  current_version_id: ColumnType<number | null, never, never>;
  deleted_at: ColumnType<Date | null, never, never>;
}

export interface WfDelegationsTable {
  id: ColumnType<number, never, never>;
  user_id: ColumnType<number, never, never>;
  agent_id: ColumnType<number, never, never>;
  /** `date` columns, compared in SQL against the organisation's today. */
  starts_on: ColumnType<string, never, never>;
  ends_on: ColumnType<string, never, never>;
  template_id: ColumnType<number | null, never, never>;
  is_active: ColumnType<boolean, never, never>;
  deleted_at: ColumnType<Date | null, never, never>;
}

export interface WfDatabase extends Database {
  wf_templates: WfTemplatesTable;
  wf_delegations: WfDelegationsTable;
}

export type WfDb = Kysely<WfDatabase>;
export type WfTrx = Transaction<WfDatabase>;

/** The same connection seen with the descriptor tables the engine reads. */
export function wfDb(db: Kysely<Database>): WfDb {
  return db as unknown as WfDb;
}

/** The same connection (or transaction) seen with the core tables only, for the shared helpers. */
export function coreDb(db: WfDb | WfTrx): Kysely<Database> {
  return db as unknown as Kysely<Database>;
}
