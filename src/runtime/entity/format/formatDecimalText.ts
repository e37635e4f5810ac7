/**
 * Exact decimal text (`-1234567.50`, as the server sends money and hours) with the locale's
 * grouping of the whole part and its decimal mark, never rounded through a float. Text that is
 * not a plain decimal is returned as it is.
 * @example formatDecimalText('1234567.50', 'en-US') // '1,234,567.50'
 */
export function formatDecimalText(text: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '0', fraction] = match;
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const mark = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${fraction === undefined ? '' : `${mark}${fraction}`}`;
}
