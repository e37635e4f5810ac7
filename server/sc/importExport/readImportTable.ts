import type { Language } from '../../http/translate';
import { translate } from '../../http/translate';
import { type ImportTable, parseImportFile } from '../../resources/parseImportFile';
import { MAX_IMPORT_ROWS } from '../../resources/registerImportEndpoint';

/** The largest file an import reads: 10,000 users are about 1.5 MB of CSV or 0.8 MB of XLSX. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export type TableOrProblem = { table: ImportTable } | { problem: string };

/** A zip archive (every XLSX) starts with "PK\x03\x04". */
function looksLikeZip(body: Buffer): boolean {
  return body.length >= 4 && body[0] === 0x50 && body[1] === 0x4b && body[2] === 0x03 && body[3] === 0x04;
}

/**
 * Reads an uploaded file as XLSX or CSV by its content rather than its declared type (a
 * renamed or mislabelled file still reads, or is refused plainly). Anything that is not a
 * readable XLSX or UTF-8 CSV, too large or too long is a problem to answer with 422.
 */
export async function readImportTable(body: unknown, lang: Language): Promise<TableOrProblem> {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `sc:importExport.errors.${key}`, values);
  if (!Buffer.isBuffer(body) || body.length === 0) return { problem: t('noFile') };
  if (body.length > MAX_IMPORT_BYTES)
    return { problem: t('tooLarge', { mb: MAX_IMPORT_BYTES / 1024 / 1024 }) };
  const format = looksLikeZip(body) ? 'xlsx' : 'csv';
  if (format === 'csv') {
    // A binary file (PDF, image, old .xls) is not text: refuse it rather than report nonsense columns.
    const text = body.toString('utf8');
    if (text.includes('\uFFFD') || text.includes('\u0000')) return { problem: t('notSpreadsheet') };
  }
  let table: ImportTable;
  try {
    table = await parseImportFile(body, format);
  } catch {
    return { problem: t('unreadable', { format: format.toUpperCase() }) };
  }
  if (table.rows.length === 0) return { problem: t('noRows') };
  if (table.rows.length > MAX_IMPORT_ROWS) return { problem: t('tooManyRows', { limit: MAX_IMPORT_ROWS }) };
  return { table };
}
