import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { Language } from '../http/translate';
import type { ParamsDefaults } from '../params/checkedParams';

/** One row of a report: the descriptor's column keys (decimals as text, never floats). */
export type ReportRow = Record<string, string | number | boolean | null>;

/** What a report's rules receive: the checked parameters (defaults filled in) and who asks. */
export interface ReportContext {
  db: Kysely<Database>;
  params: Record<string, unknown>;
  userId: number;
  lang: Language;
  /**
   * The caller's view scope on the descriptor's `scope` entity as SQL on that entity's table
   * aliased `t`, or null when it reaches every row: AND it into the query that reads the rows.
   */
  scope: RawBuilder<unknown> | null;
}

/**
 * The server side of a report descriptor (schemas/{module}/reports), registered under its id in
 * server/modules/buildReportRules.ts: the rows for a set of parameters, read-only. The runtime
 * adds the totals, the export and the rights.
 */
export interface ReportRules {
  defaults?: ParamsDefaults;
  rows: (ctx: ReportContext) => Promise<ReportRow[]>;
}

export type ReportRulesRegistry = ReadonlyMap<string, ReportRules>;
