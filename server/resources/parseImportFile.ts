import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { wallTextOf } from '../../schemas/core/zonedTime';
import { isStorableText } from '../http/refuseUnstorableText';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export interface ImportTable {
  headers: string[];
  /** Data rows as text cells; row i of this array is line i + 2 of the file. */
  rows: string[][];
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  // A spreadsheet's date-time has no zone: exceljs reads its clock as UTC. Its wall-clock text
  // goes on, to be read in the organisation's zone (convertImportCell).
  if (value instanceof Date) return wallTextOf(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

/** Reads a CSV (UTF-8, with or without BOM) or XLSX (first sheet) file into text cells; throws on a file it cannot read. */
export async function parseImportFile(body: Buffer, format: 'csv' | 'xlsx'): Promise<ImportTable> {
  let cells: string[][];
  if (format === 'csv') {
    cells = parse(body, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } else {
    // Loaded on first use: ExcelJS takes ~0.5 s to import, which every start would pay.
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    cells = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      const values: string[] = [];
      for (let c = 1; c <= row.cellCount; c++) values.push(cellText(row.getCell(c).value).trim());
      cells.push(values);
    });
  }
  // A NUL or broken Unicode cannot be stored or even looked up (PostgreSQL refuses the text):
  // such a file is one this server cannot read, not a 500 later in the import.
  if (cells.some((row) => row.some((cell) => !isStorableText(cell))))
    throw new Error('the file holds text that cannot be stored');
  const [headers = [], ...rows] = cells;
  return { headers: headers.map((h) => h.trim()), rows: rows.filter((r) => r.some((c) => c !== '')) };
}
