import { rawFailure, rawHeaders } from '../../../src/runtime/entity/common/rawRequest';
import type { ImportProgress } from '../../../src/runtime/entity/list/import/ImportReport';
import { importContentType } from '../../../src/runtime/entity/list/import/postImport';
import { readImportAnswer } from '../../../src/runtime/entity/list/import/readImportAnswer';
import type { ImportKind, PasswordMode, ScImportReport } from './ScImportReport';

/**
 * Sends a department or user file to `POST /api/sc/{kind}/import?mode=` and follows its
 * progress (the same NDJSON answer as the descriptor imports). For users, `passwords` says how
 * new users get a password: one shared initial password (in a header, never in the URL) or a
 * mailed set-password link each (`invite`).
 * @example await postScImport('user', file, 'dry-run', { mode: 'invite', initial: '' }, setProgress)
 */
export async function postScImport(
  kind: ImportKind,
  file: File,
  mode: 'dry-run' | 'commit',
  passwords: { mode: PasswordMode; initial: string },
  onProgress: (progress: ImportProgress) => void,
): Promise<ScImportReport> {
  const headers = rawHeaders({ Accept: 'application/x-ndjson', 'Content-Type': importContentType(file) });
  if (passwords.mode === 'shared' && passwords.initial !== '')
    headers.set('X-Initial-Password', encodeURIComponent(passwords.initial));
  const query = kind === 'user' ? `mode=${mode}&password_mode=${passwords.mode}` : `mode=${mode}`;
  const response = await fetch(`/api/sc/${kind}/import?${query}`, {
    method: 'POST',
    headers,
    body: file,
    credentials: 'include',
  });
  if (!response.ok && response.status !== 422) throw await rawFailure(response);
  return (await readImportAnswer(response, onProgress)) as ScImportReport;
}
