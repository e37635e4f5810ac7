/** IANA names: `Asia/Taipei`, `America/Argentina/Buenos_Aires`, `UTC`; never an offset such as `+08:00`. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The name of an IANA time zone as it is usually spelled, or null when the runtime does
 * not know it. Intl.supportedValuesOf('timeZone') omits `UTC` and many aliases
 * (`Asia/Kolkata` beside ICU's `Asia/Calcutta`), so the name is tried on
 * Intl.DateTimeFormat, which knows them all; an alias is kept as the administrator
 * chose it, only its letter case is corrected when the list knows it.
 * @example canonicalTimeZone('asia/taipei') // 'Asia/Taipei'
 */
export function canonicalTimeZone(name: string): string | null {
  if (!IANA_NAME.test(name)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  const lower = name.toLowerCase();
  const listed = Intl.supportedValuesOf('timeZone').find((zone) => zone.toLowerCase() === lower);
  return listed ?? (resolved.toLowerCase() === lower ? resolved : name);
}
