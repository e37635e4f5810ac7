/**
 * A small, valid PDF of text pages (Helvetica, A4), for the demo's documents: written by hand so
 * the demo needs no PDF library on the server. Each page is a list of lines. A line with
 * characters outside Latin-1 (Chinese, Japanese) is written in a second font, a CID font whose
 * codes are the characters' UTF-16 units (Identity-H) with a ToUnicode map, so a PDF reader
 * copies, searches and extracts the very characters (the font itself is the reader's own).
 * @example demoPdf('Travel policy', [['1. Scope', 'This policy applies to…'], ['2. Claims']])
 */
export function demoPdf(title: string, pages: ReadonlyArray<readonly string[]>): Buffer {
  const quoted = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  const cjk = 4 + pages.length * 2;
  objects[cjk] =
    `<< /Type /Font /Subtype /Type0 /BaseFont /MingLiU /Encoding /Identity-H /DescendantFonts [${cjk + 1} 0 R] /ToUnicode ${cjk + 2} 0 R >>`;
  objects[cjk + 1] =
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /MingLiU /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${cjk + 3} 0 R /DW 1000 >>`;
  objects[cjk + 3] =
    '<< /Type /FontDescriptor /FontName /MingLiU /Flags 4 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >>';
  objects[cjk + 2] = streamObject(identityToUnicode());
  const showLine = (line: string, size = 11) =>
    // biome-ignore lint/suspicious/noControlCharactersInRegex: Latin-1 is the standard font's range
    /^[\x00-\xff]*$/.test(line)
      ? `/F1 ${size} Tf (${quoted(line)}) Tj`
      : `/F2 ${size} Tf <${Buffer.from(line, 'utf16le').swap16().toString('hex')}> Tj`;
  pages.forEach((lines, i) => {
    const content = [
      'BT',
      '56 780 Td',
      showLine(title, 18),
      '0 -28 Td',
      ...lines.flatMap((line) => [showLine(line), '0 -16 Td']),
      showLine(`Page ${i + 1} of ${pages.length}`),
      'ET',
    ].join('\n');
    const pageId = pageIds[i]!;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 ${cjk} 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = streamObject(content);
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

function streamObject(content: string): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
}

/** A ToUnicode map in which each two-byte code is the UTF-16 unit it names (one range per high byte). */
function identityToUnicode(): string {
  const hex = (n: number) => n.toString(16).padStart(4, '0');
  const ranges = Array.from(
    { length: 256 },
    (_, high) => `<${hex(high << 8)}> <${hex((high << 8) | 0xff)}> <${hex(high << 8)}>`,
  );
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CMapName /Identity-UTF16 def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    // At most 100 entries per block.
    ...[0, 100, 200].map((start) => {
      const block = ranges.slice(start, start + 100);
      return `${block.length} beginbfrange\n${block.join('\n')}\nendbfrange`;
    }),
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}
