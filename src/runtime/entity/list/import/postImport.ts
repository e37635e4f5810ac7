import { rawFailure, rawHeaders } from '../../common/rawRequest';
import type { ImportProgress, ImportReport } from './ImportReport';
import { readImportAnswer } from './readImportAnswer';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The body's type from the file: the server reads xlsx by its type, everything else as CSV. */
export function importContentType(file: File): string {
  return file.name.toLowerCase().endsWith('.xlsx') || file.type === XLSX_TYPE ? XLSX_TYPE : 'text/csv';
}

/**
 * Sends an import file (`POST {api}/import?mode=`) and follows its progress.
 * The file is the raw body, so apiRequest (JSON in, JSON out) does not fit.
 * @example await postImport('/api/cm/lead-source', file, 'dry-run', setProgress)
 */
export async function postImport(
  base: string,
  file: File,
  mode: 'dry-run' | 'commit',
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportReport> {
  const headers = rawHeaders({ Accept: 'application/x-ndjson', 'Content-Type': importContentType(file) });
  const response = await fetch(`${base}/import?mode=${mode}`, {
    method: 'POST',
    headers,
    body: file,
    credentials: 'include',
  });
  // A commit with errors answers 422 carrying the report; readImportAnswer tells the two apart.
  if (!response.ok && response.status !== 422) throw await rawFailure(response);
  return readImportAnswer(response, onProgress);
}
