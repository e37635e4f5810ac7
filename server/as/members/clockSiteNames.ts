/**
 * The site names of a member's `clock_sites` ("Taipei HQ, Hsinchu plant"), trimmed, without
 * blanks or repeats; empty when the member may clock in at any site.
 * @example clockSiteNames(' HQ ,, Plant ') // ['HQ', 'Plant']
 */
export function clockSiteNames(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [
    ...new Set(
      value
        .split(/[,，、]/)
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}
