import type { FastifyRequest } from 'fastify';
import { ValidationFailed } from '../http/HttpError';
import { translate } from '../http/translate';
import { type ImportTable, parseImportFile, XLSX_TYPE } from './parseImportFile';

/** Rows one import may hold; 10,000 users import in seconds, 50,000 is a generous ceiling. */
export const MAX_IMPORT_ROWS = 50_000;

/** What an import answers when the file itself cannot be read: 422 with the reason under `file`. */
export interface UnreadableImport {
  status: 422;
  result: { message: string; errors: Record<string, string[]> };
}

/** Refuses an import request without a file body (before any progress is streamed). */
export function requireImportBody(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body) || request.body.length === 0)
    throw new ValidationFailed(translate(request.lang, 'validation:failed'), {
      file: [translate(request.lang, 'resources:import.noRows')],
    });
  return request.body;
}

/**
 * The uploaded CSV or XLSX file (by its Content-Type) as a table, or the 422 answer that says why
 * it cannot be imported at all: unreadable, or more than MAX_IMPORT_ROWS rows.
 */
export async function readImportUpload(
  request: FastifyRequest,
  body: Buffer,
): Promise<{ table: ImportTable } | UnreadableImport> {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim();
  const format = type === XLSX_TYPE ? 'xlsx' : 'csv';
  const refuse = (message: string): UnreadableImport => ({
    status: 422,
    result: { message, errors: { file: [message] } },
  });
  let table: ImportTable;
  try {
    table = await parseImportFile(body, format);
  } catch {
    return refuse(translate(request.lang, 'resources:import.badFile', { format: format.toUpperCase() }));
  }
  if (table.rows.length > MAX_IMPORT_ROWS)
    return refuse(translate(request.lang, 'resources:import.tooManyRows', { limit: MAX_IMPORT_ROWS }));
  return { table };
}
