import type { ImportReport } from '../../../src/runtime/entity/list/import/ImportReport';

/** One field a row changes (server/sc/importExport/ScImportReport.ts). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface RowChange {
  row: number;
  key: string;
  action: 'create' | 'update' | 'deactivate';
  changes: FieldChange[];
}

/** The answer of POST /api/sc/{department,user}/import: the descriptor import's report plus the diff. */
export interface ScImportReport extends ImportReport {
  kind: 'department' | 'user';
  deactivate: number;
  unchanged: number;
  changes: RowChange[];
  committed: boolean;
  /** Invite mode: new users mailed (a dry run: to be mailed) a set-password link. */
  invitations: number;
  /** After a commit: why the invitation mails could not be queued; the users were imported. */
  invitationFailure?: string;
}

export type ImportKind = 'department' | 'user';

/** How the users an import creates get their first password (server/sc/importExport/planUserImport.ts). */
export type PasswordMode = 'shared' | 'invite';
