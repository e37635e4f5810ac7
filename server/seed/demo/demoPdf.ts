/**
 * A small, valid PDF of text pages (Helvetica, A4), for the demo's documents: written by hand so
 * the demo needs no PDF library on the server. Each page is a list of lines; characters outside
 * Latin-1 are not representable in the standard font and must not be passed.
 * @example demoPdf('Travel policy', [['1. Scope', 'This policy applies to…'], ['2. Claims']])
 */
export function demoPdf(title: string, pages: ReadonlyArray<readonly string[]>): Buffer {
  const quoted = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, i) => {
    const content = [
      'BT',
      '/F1 18 Tf',
      '56 780 Td',
      `(${quoted(title)}) Tj`,
      '/F1 11 Tf',
      '0 -28 Td',
      ...lines.flatMap((line) => [`(${quoted(line)}) Tj`, '0 -16 Td']),
      `(${quoted(`Page ${i + 1} of ${pages.length}`)}) Tj`,
      'ET',
    ].join('\n');
    const pageId = pageIds[i]!;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
