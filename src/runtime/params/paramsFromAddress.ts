import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';

/**
 * The parameters a report's address names (`?account=1111&from=2026-11-01`), typed by their
 * fields: a drill-down from another report opens this one already set. Unknown names and
 * values of the wrong shape are left out (the server checks what is sent anyway).
 * @example paramsFromAddress(descriptor, new URLSearchParams('year=2026')) // { year: 2026 }
 */
export function paramsFromAddress(
  params: SettingsDescriptor,
  search: URLSearchParams,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(params.fields)) {
    const raw = search.get(name);
    if (raw === null) continue;
    if (field.type === 'integer') {
      if (/^-?\d+$/.test(raw)) values[name] = Number(raw);
    } else if (field.type === 'boolean') {
      if (raw === 'true' || raw === 'false') values[name] = raw === 'true';
    } else if (field.type === 'enum') {
      if (field.options?.includes(raw)) values[name] = raw;
    } else values[name] = raw;
  }
  return values;
}
