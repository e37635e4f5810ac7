/**
 * A report column's drill-down address: each `{{name}}` of the template filled from the row,
 * else from the parameters, URL-encoded; null when a placeholder has no value (the figure is
 * shown without a link, as a department row has no employee to open). `{{name?}}` is optional:
 * empty when it has no value (a report's department parameter, carried on when chosen).
 * @example reportLink('/x?filter[user_id]={{userId}}&from={{from}}', { userId: 7 }, { from: '2026-11-01' })
 *   // '/x?filter[user_id]=7&from=2026-11-01'
 */
export function reportLink(
  template: string,
  row: Readonly<Record<string, unknown>>,
  params: Readonly<Record<string, unknown>>,
): string | null {
  let missing = false;
  const path = template.replace(
    /\{\{\s*([A-Za-z][A-Za-z0-9_]*)(\?)?\s*\}\}/g,
    (_, name: string, optional?: string) => {
      const value = Object.hasOwn(row, name) ? row[name] : params[name];
      if (value === null || value === undefined || value === '') {
        if (!optional) missing = true;
        return '';
      }
      return encodeURIComponent(String(value));
    },
  );
  return missing ? null : path;
}
