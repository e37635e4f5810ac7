/** A file as records show it: `{field}_files` items and upload answers. */
export interface FileSummary {
  id: number;
  name: string;
  size: number;
  mime: string;
}

/** The `{field}_files` list of a row, or none. */
export function fileSummariesOf(
  row: Readonly<Record<string, unknown>> | null | undefined,
  field: string,
): FileSummary[] {
  const list = row?.[`${field}_files`];
  return Array.isArray(list) ? (list as FileSummary[]) : [];
}

/** A byte count for people: 532 B, 14.2 kB, 3.1 MB (decimal units, in the reader's locale). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
