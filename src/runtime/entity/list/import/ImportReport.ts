/** One problem of an import file: row number as in the file (header = 1), field, message. */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** The server's import report (docs/resource-api.md, Import). */
export interface ImportReport {
  mode: 'dry-run' | 'commit';
  total: number;
  create: number;
  update: number;
  errors: ImportRowError[];
  committed?: boolean;
}

export interface ImportProgress {
  phase: string;
  done: number;
  total: number;
}

export function isImportReport(value: unknown): value is ImportReport {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as ImportReport).errors) &&
    typeof (value as ImportReport).total === 'number'
  );
}
