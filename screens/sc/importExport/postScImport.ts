import { rawFailure, rawHeaders } from '../../../src/runtime/entity/common/rawRequest';
import type { ImportProgress } from '../../../src/runtime/entity/list/import/ImportReport';
import { importContentType } from '../../../src/runtime/entity/list/import/postImport';
import { readImportAnswer } from '../../../src/runtime/entity/list/import/readImportAnswer';
import type { ImportKind, ScImportReport } from './ScImportReport';

/**
 * Sends a department or user file to `POST /api/sc/{kind}/import?mode=` and follows its
 * progress (the same NDJSON answer as the descriptor imports). The initial password of new
 * users travels in a header, never in the URL.
 * @example await postScImport('user', file, 'dry-run', '', setProgress)
 */
export async function postScImport(
  kind: ImportKind,
  file: File,
  mode: 'dry-run' | 'commit',
  initialPassword: string,
  onProgress: (progress: ImportProgress) => void,
): Promise<ScImportReport> {
  const headers = rawHeaders({ Accept: 'application/x-ndjson', 'Content-Type': importContentType(file) });
  if (initialPassword !== '') headers.set('X-Initial-Password', encodeURIComponent(initialPassword));
  const response = await fetch(`/api/sc/${kind}/import?mode=${mode}`, {
    method: 'POST',
    headers,
    body: file,
    credentials: 'include',
  });
  if (!response.ok && response.status !== 422) throw await rawFailure(response);
  return (await readImportAnswer(response, onProgress)) as ScImportReport;
}
