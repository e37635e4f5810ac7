import ExcelJS from 'exceljs';

/**
 * An XLSX file of one sheet holding `rows` (the first is usually the header), as a spreadsheet
 * program writes it: what the import tests upload.
 * @example await xlsxOf([['Voucher', 'Account'], ['A1', '1111']])
 */
export async function xlsxOf(rows: readonly unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
