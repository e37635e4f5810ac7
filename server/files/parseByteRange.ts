import type { ByteRange } from './FileStore';

/**
 * The one byte range a `Range` header asks of a file of `size` bytes: `bytes=a-b`, `bytes=a-`
 * (to the end) or `bytes=-n` (the last n), its end cut to the file. Null when the whole file is
 * answered instead: no header, another unit, several ranges (RFC 9110 lets a server ignore them)
 * or a malformed one; 'unsatisfiable' when the range starts past the end (416).
 * @example parseByteRange('bytes=0-1023', 5000) // { start: 0, end: 1023 }
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '') {
    const last = Number(to);
    if (last === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Whether a `Range` header continues a read begun by another request (any range but one from the
 * first byte): a download counted or logged once is not counted again for each range.
 */
export function isLaterRange(header: string | undefined): boolean {
  return /^bytes=(?!0-)/.test(header?.trim() ?? '');
}
