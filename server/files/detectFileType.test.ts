import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { detectFileType, HEAD_BYTES } from './detectFileType';

/** A minimal Word document: what file-type looks for is the zip's entries, not their text. */
async function docx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file('word/document.xml', `<w:document>${'x'.repeat(200_000)}</w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

describe('detectFileType reads the type from the first bytes only', () => {
  it('knows PDF, PNG and Office files by their signatures, from the head alone', async () => {
    expect(await detectFileType(Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1'), true)).toBe('application/pdf');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await detectFileType(png, true)).toBe('image/png');
    // Only the head is read, as an upload gives it: the entries file-type needs come first.
    const word = await docx();
    expect(word.length).toBeGreaterThan(HEAD_BYTES);
    expect(await detectFileType(word.subarray(0, HEAD_BYTES), false)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Prices').addRow(['sku', 'price']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    expect(await detectFileType(xlsx.subarray(0, HEAD_BYTES), xlsx.length <= HEAD_BYTES)).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('tells text from CSV from binary, whatever the name would say', async () => {
    expect(await detectFileType(Buffer.from('Meeting notes\nfor Tuesday\n'), true)).toBe('text/plain');
    expect(await detectFileType(Buffer.from('客戶,金額\n甲,100\n乙,200\n'), true)).toBe('text/csv');
    expect(await detectFileType(Buffer.from('a;b;c\n1;2;3\n'), true)).toBe('text/csv');
    expect(await detectFileType(Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff]), true)).toBe(
      'application/octet-stream',
    );
    expect(await detectFileType(Buffer.alloc(0), true)).toBe('application/octet-stream');
  });

  it('keeps UTF-8 text that the head cuts inside a character', async () => {
    const text = Buffer.from('報價單內容\n'.repeat(10));
    // Cut one byte into the last character: still text, not binary.
    expect(await detectFileType(text.subarray(0, text.length - 2), false)).toBe('text/plain');
  });
});
