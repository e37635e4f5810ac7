import JSZip from 'jszip';

/** The parts of each Office format that hold its text, in reading order. */
const TEXT_PARTS: ReadonlyArray<{ test: RegExp; order?: (a: string, b: string) => number }> = [
  // Word: the body, then headers, footers, footnotes.
  { test: /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/ },
  // Excel: the shared strings (most cell text) and the sheets (inline strings, numbers).
  { test: /^xl\/(sharedStrings|worksheets\/sheet\d+)\.xml$/ },
  // PowerPoint: slides and their notes.
  { test: /^ppt\/(slides|notesSlides)\/\w+\d+\.xml$/ },
  // OpenDocument (odt, ods, odp).
  { test: /^content\.xml$/ },
];

const numbered = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The words of an XML part: paragraphs and cells on lines of their own, tags and entities out. */
function xmlText(xml: string): string {
  return xml
    .replace(/<\/(w:p|a:p|text:p|text:h|row|si)>/g, '\n')
    .replace(/<(w:tab|w:br|c )[^>]*\/?>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

/**
 * The text of an Office Open XML or OpenDocument file (docx, xlsx, pptx, odt, ods, odp): they
 * are zip archives of XML, so no converter is needed to read their words. Null when the zip holds
 * none of those parts (not an office file after all).
 */
export async function extractOfficeText(bytes: Uint8Array): Promise<string | null> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files)
    .filter((name) => TEXT_PARTS.some((part) => part.test.test(name)))
    .sort(numbered);
  if (names.length === 0) return null;
  const texts: string[] = [];
  for (const name of names) texts.push(xmlText(await zip.file(name)!.async('string')));
  return texts.join('\n');
}
