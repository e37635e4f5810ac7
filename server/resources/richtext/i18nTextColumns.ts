import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { isI18nText, LABEL_LANGUAGES, type LabelLanguage } from '../../../schemas/core/richtext/i18nText';
import { LANGUAGES, type Language, translate } from '../../http/translate';
import type { ImportTable } from '../parseImportFile';

/**
 * The export columns of one i18nText field: one per language, headed `{title}.{lang}`
 * (`假別名稱.tw`, `Name.en`), so a file round-trips every language and a translator
 * can fill a column.
 */
export function i18nTextExportColumns(
  key: string,
  field: FieldDescriptor,
  lang: Language,
): Array<{ key: string; header: string; language: LabelLanguage }> {
  return LABEL_LANGUAGES.map((l) => ({ key, header: `${translate(lang, field.title)}.${l}`, language: l }));
}

/** One language of a label as an export cell. */
export function i18nTextCell(value: unknown, language: LabelLanguage): string | null {
  return isI18nText(value) ? (value[language] ?? null) : null;
}

/**
 * An import table with each i18nText field's language columns (`name.tw`, `Name.en`, by the
 * field's name or its title in any language) joined into one column named after the field,
 * its cells the label as JSON (what convertImportCell reads). A single column for the field
 * holding plain text is that text in the importer's language; JSON in it is read as is.
 * Whole labels are written: a language without a column is left empty (docs/decisions.md).
 */
export function joinI18nTextColumns(d: EntityDescriptor, table: ImportTable, lang: Language): ImportTable {
  const byName = new Map<string, string>();
  for (const [name, field] of Object.entries(d.fields as Record<string, FieldDescriptor>)) {
    if (field.type !== 'i18nText') continue;
    byName.set(name.toLowerCase(), name);
    for (const l of LANGUAGES) byName.set(translate(l, field.title).toLowerCase(), name);
  }
  if (byName.size === 0) return table;
  // Per header: [field, language] for a language column, [field] for a whole one, [] otherwise.
  const parts = table.headers.map((header): [string?, LabelLanguage?] => {
    const h = header.trim().toLowerCase();
    const match = /^(.*)\.(tw|en|cn|jp)$/.exec(h);
    if (match && byName.has(match[1]!)) return [byName.get(match[1]!), match[2] as LabelLanguage];
    return byName.has(h) ? [byName.get(h)] : [];
  });
  if (!parts.some((p) => p[0])) return table;
  const headers: string[] = [];
  const sources: Array<number | { field: string; columns: Array<[number, LabelLanguage | undefined]> }> = [];
  const joined = new Map<string, { field: string; columns: Array<[number, LabelLanguage | undefined]> }>();
  parts.forEach(([field, language], i) => {
    if (!field) {
      headers.push(table.headers[i]!);
      sources.push(i);
      return;
    }
    let group = joined.get(field);
    if (!group) {
      group = { field, columns: [] };
      joined.set(field, group);
      headers.push(field);
      sources.push(group);
    }
    group.columns.push([i, language]);
  });
  const rows = table.rows.map((cells) =>
    sources.map((source) => {
      if (typeof source === 'number') return cells[source] ?? '';
      const label: Record<string, string> = {};
      for (const [i, language] of source.columns) {
        const text = (cells[i] ?? '').trim();
        if (text === '') continue;
        if (language) label[language] = text;
        else if (text.startsWith('{')) return text;
        else label[lang] = text;
      }
      return Object.keys(label).length > 0 ? JSON.stringify(label) : '';
    }),
  );
  return { headers, rows };
}
