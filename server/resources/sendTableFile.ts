import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { XLSX_TYPE } from './parseImportFile';

export type TableCell = string | number | boolean | null;

/**
 * Streams rows as a CSV or XLSX download: rows are pulled from `rows` as the file is
 * written, so a large export never sits whole in memory.
 *
 * @example return sendTableFile(reply, 'xlsx', 'users-2026-01-01', 'users', columns, rowsOf(db))
 */
export async function sendTableFile(
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  baseName: string,
  sheetName: string,
  columns: ReadonlyArray<{ key: string; header: string }>,
  rows: AsyncIterable<TableCell[]>,
): Promise<FastifyReply> {
  reply.header('Content-Disposition', `attachment; filename="${baseName}.${format}"`);
  reply.header('Cache-Control', 'no-store');
  if (format === 'csv') {
    // A BOM so spreadsheet programs read the Chinese and Japanese text as UTF-8.
    const csv = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
    Readable.from(rows).pipe(csv);
    return reply.type('text/csv; charset=utf-8').send(csv);
  }
  const out = new PassThrough();
  // Loaded on first use: ExcelJS takes ~0.5 s to import, which every start would pay.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key }));
  void (async () => {
    try {
      for await (const values of rows) sheet.addRow(values).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return reply.type(XLSX_TYPE).send(out);
}
