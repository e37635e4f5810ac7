/**
 * The twelve month names in a locale (`zh-TW`: 一月…十二月), for the fiscal-year start;
 * Intl knows them in every interface language, so no translation file lists them.
 * @example monthNames('en-US')[0] // 'January'
 */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
}
