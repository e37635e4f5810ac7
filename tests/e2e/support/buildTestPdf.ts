/** A line of text on a page of a test PDF; `cjk` sets it in a Traditional Chinese font. */
export interface TestPdfLine {
  text: string;
  cjk?: boolean;
}

const hex = (text: string) =>
  [...text]
    .map((char) => (char.codePointAt(0) ?? 0).toString(16).padStart(4, '0'))
    .join('')
    .toUpperCase();
const literal = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A small A4 PDF, one array of lines per page. Latin text is in Helvetica; Chinese text in
 * Adobe's non-embedded MSung-Light with the predefined UniCNS-UCS2-H CMap, as many Taiwanese
 * PDFs are made: a reader finds that text only with pdf.js's CMap files, so the test sees
 * whether the viewer ships them. (Chromium's page.pdf() cannot make such a file on a machine
 * without a CJK font: it writes missing glyphs with no text behind them.)
 * @example buildTestPdf([[{ text: 'Cover' }], [{ text: '年度預算報告', cjk: true }]])
 */
export function buildTestPdf(pages: TestPdfLine[][]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 7 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type0 /BaseFont /MSung-Light /Encoding /UniCNS-UCS2-H /DescendantFonts [5 0 R] >>';
  objects[5] =
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /MSung-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (CNS1) /Supplement 0 >> /FontDescriptor 6 0 R /DW 1000 >>';
  objects[6] =
    '<< /Type /FontDescriptor /FontName /MSung-Light /Flags 6 /FontBBox [-160 -249 1015 888] /ItalicAngle 0 /Ascent 888 /Descent -249 /CapHeight 880 /StemV 93 >>';
  pages.forEach((lines, index) => {
    const content = lines
      .map((line, row) => {
        const text = line.cjk ? `<${hex(line.text)}>` : `(${literal(line.text)})`;
        return `BT /${line.cjk ? 'F2' : 'F1'} 24 Tf 72 ${760 - row * 40} Td ${text} Tj ET`;
      })
      .join('\n');
    const id = pageIds[index] as number;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
