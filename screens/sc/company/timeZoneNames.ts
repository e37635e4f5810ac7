/**
 * The IANA time zones this browser knows, for the company's time-zone choice, with
 * `UTC` (which Intl.supportedValuesOf leaves out) and the stored value (which may be
 * an alias such as `Asia/Calcutta`) so the current choice always shows.
 * @example timeZoneNames('Asia/Taipei').includes('Europe/Paris') // true
 */
export function timeZoneNames(current: string): string[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  names.add('UTC');
  if (current) names.add(current);
  return [...names].sort();
}
