import type { ImportKind } from './importColumns';

/** One problem of an import file: row as numbered in the file (header = 1), column key, translated message. */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

/** One field a row changes, as text: what the record holds now and what the file says. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** What one row would do to its record. */
export interface RowChange {
  row: number;
  /** The record's key: a department code or a user account. */
  key: string;
  action: 'create' | 'update' | 'deactivate';
  changes: FieldChange[];
}

/** The answer of a dry run or a commit of POST /api/sc/{department,user}/import. */
export interface ScImportReport {
  kind: ImportKind;
  mode: 'dry-run' | 'commit';
  total: number;
  create: number;
  update: number;
  deactivate: number;
  unchanged: number;
  errors: RowError[];
  /** The rows that change something, first ones first; at most MAX_SHOWN_CHANGES. */
  changes: RowChange[];
  committed: boolean;
  /**
   * User imports in invite mode: the new users who get a set-password link by mail (a dry
   * run: would get). 0 otherwise.
   */
  invitations: number;
  /** After a commit: why the invitation mails could not be queued (the import stands). */
  invitationFailure?: string;
}

/** A dry run of 10,000 new users lists the first of them: the screen pages them, the counts say the rest. */
export const MAX_SHOWN_CHANGES = 2000;
/** Errors past this many stop adding up to a useful report. */
export const MAX_SHOWN_ERRORS = 5000;

/** Counts and lists the planned rows into a report. */
export function reportOf(
  kind: ImportKind,
  mode: 'dry-run' | 'commit',
  total: number,
  rows: readonly RowChange[],
  errors: readonly RowError[],
): ScImportReport {
  // A row with a problem changes nothing until it is fixed: it is neither in the diff nor
  // counted as unchanged, so the counts and the problem rows add up to the file's rows.
  const refused = new Set(errors.map((e) => e.row));
  const clean = rows.filter((r) => !refused.has(r.row));
  const count = (action: RowChange['action']) => clean.filter((r) => r.action === action).length;
  return {
    kind,
    mode,
    total,
    create: count('create'),
    update: count('update'),
    deactivate: count('deactivate'),
    unchanged: total - clean.length - refused.size,
    errors: [...errors].sort((a, b) => a.row - b.row).slice(0, MAX_SHOWN_ERRORS),
    changes: clean.slice(0, MAX_SHOWN_CHANGES),
    committed: false,
    invitations: 0,
  };
}
