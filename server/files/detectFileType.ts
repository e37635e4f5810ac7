import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes the type is read from: enough for file-type to look inside Office zips. */
export const HEAD_BYTES = 64 * 1024;

const DELIMITERS = [',', ';', '\t'] as const;

/** Whether the bytes are UTF-8 text (a multi-byte character cut at the end of the head is fine). */
function asText(head: Uint8Array, complete: boolean): string | undefined {
  let bytes = head;
  if (!complete) {
    // Drop a trailing partial UTF-8 sequence: the head may end inside a character.
    let end = bytes.length;
    let back = 0;
    while (end > 0 && back < 4 && ((bytes[end - 1] ?? 0) & 0xc0) === 0x80) {
      end--;
      back++;
    }
    if (end > 0 && (bytes[end - 1] ?? 0) >= 0xc0) end--;
    bytes = bytes.subarray(0, end);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  // Control characters other than tab, newline, carriage return and form feed mean binary.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
  return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? undefined : text;
}

/** CSV when the first lines (at least two) split into the same number (≥ 2) of cells on one delimiter. */
function looksLikeCsv(text: string, complete: boolean): boolean {
  const lines = text.split(/\r?\n/);
  if (!complete) lines.pop(); // the last line may be cut off
  const sample = lines.filter((l) => l.length > 0).slice(0, 20);
  if (sample.length < 2) return false;
  return DELIMITERS.some((delimiter) => {
    const counts = sample.map((l) => l.split(delimiter).length);
    return counts[0]! >= 2 && counts.every((c) => c === counts[0]);
  });
}

/**
 * The MIME type of a file from its first bytes (never from its name): file-type's signatures,
 * then, for what it cannot tell, UTF-8 text (`text/csv` when it is delimited, else
 * `text/plain`); anything else is `application/octet-stream`. `complete` says the head is the
 * whole file.
 *
 * @example await detectFileType(Buffer.from('%PDF-1.7…'), false) // 'application/pdf'
 */
export async function detectFileType(head: Uint8Array, complete: boolean): Promise<string> {
  const found = await fileTypeFromBuffer(head);
  if (found) return found.mime;
  if (head.length === 0) return 'application/octet-stream';
  const text = asText(head, complete);
  if (text === undefined) return 'application/octet-stream';
  return looksLikeCsv(text, complete) ? 'text/csv' : 'text/plain';
}
