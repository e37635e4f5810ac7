import { LANGUAGES, type Language, translate } from '../../http/translate';

/** The columns of the department file, in export order; the import reads the same ones. */
export const DEPARTMENT_COLUMNS = ['code', 'name', 'parent_code', 'level', 'sort', 'active'] as const;
export type DepartmentColumn = (typeof DEPARTMENT_COLUMNS)[number];

/** The columns of the user file, in export order; the import reads the same ones. */
export const USER_COLUMNS = [
  'account',
  'name',
  'email',
  'phone',
  'language',
  'active',
  'primary_department',
  'job_position',
  'other_departments',
  'groups',
] as const;
export type UserColumn = (typeof USER_COLUMNS)[number];

/** Columns a file must have: the key and the name every new row needs. */
export const REQUIRED_COLUMNS = {
  department: ['code', 'name'],
  user: ['account', 'name'],
} as const;

export type ImportKind = 'department' | 'user';

/** A column's header in one language: the file's first row. */
export function columnHeader(column: string, lang: Language): string {
  return translate(lang, `sc:importExport.columns.${column}`);
}

export function exportHeaders(
  columns: readonly string[],
  lang: Language,
): Array<{ key: string; header: string }> {
  return columns.map((key) => ({ key, header: columnHeader(key, lang) }));
}

/**
 * Which column each header names: its key (`parent_code`) or its header in any of the four
 * languages, so a file exported in Japanese imports for a Chinese-speaking administrator.
 * Returns the unknown and missing headers as problems.
 */
export function mapColumns<C extends string>(
  columns: readonly C[],
  required: readonly C[],
  headers: readonly string[],
): { byIndex: Array<C | undefined>; unknown: string[]; missing: C[]; duplicated: C[] } {
  const byName = new Map<string, C>();
  for (const column of columns) {
    byName.set(column.toLowerCase(), column);
    for (const lang of LANGUAGES) byName.set(columnHeader(column, lang).toLowerCase(), column);
  }
  const unknown: string[] = [];
  const seen = new Set<C>();
  const duplicated: C[] = [];
  const byIndex = headers.map((header) => {
    const column = byName.get(header.trim().toLowerCase());
    if (!column) {
      if (header.trim() !== '') unknown.push(header);
      return undefined;
    }
    if (seen.has(column)) duplicated.push(column);
    seen.add(column);
    return column;
  });
  return { byIndex, unknown, missing: required.filter((c) => !seen.has(c)), duplicated };
}
