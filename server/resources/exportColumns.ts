import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { LabelLanguage } from '../../schemas/core/richtext/i18nText';
import { type Language, translate } from '../http/translate';
import { i18nTextExportColumns } from './richtext/i18nTextColumns';

/**
 * The columns of an export, in the caller's language. Values stay raw (enum
 * codes, reference ids) so an exported file imports back unchanged, except what the
 * import reads back from names: several references as their labels, and owner lists
 * (`owners`: written by ownerListExporter). The import recognises these headers in any
 * of the four languages.
 */
export function exportColumns(
  d: EntityDescriptor,
  lang: Language,
): Array<{ key: string; header: string; joined?: boolean; owners?: boolean; language?: LabelLanguage }> {
  const fields = d.fields as Record<string, FieldDescriptor>;
  const columns: Array<{ key: string; header: string; joined?: boolean; owners?: boolean }> = [
    { key: 'id', header: 'id' },
    // Attachments are bytes, not cells: a spreadsheet cannot carry them back in.
    ...Object.entries(d.fields as Record<string, FieldDescriptor>)
      .filter(([, field]) => field.type !== 'files')
      .map(([key, field]) =>
        // Several references export as their labels ("VIP, Hot"), which the import reads back.
        field.type === 'references'
          ? { key: `${key}_labels`, header: translate(lang, field.title), joined: true }
          : field.widget === 'owners'
            ? { key, header: translate(lang, field.title), owners: true }
            : { key, header: translate(lang, field.title) },
      ),
  ];
  // A label exports one column per language (`Name.tw`, `Name.en`, ...), read back by the import.
  return columns.flatMap<(typeof columns)[number] & { language?: LabelLanguage }>((c) =>
    fields[c.key]?.type === 'i18nText' ? i18nTextExportColumns(c.key, fields[c.key]!, lang) : [c],
  );
}

/** A value as one cell; `joined` lists (references' labels) become "a, b". */
export function cellValue(value: unknown, joined = false): string | number | boolean | null {
  if (joined) return Array.isArray(value) ? value.join(', ') : null;
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
}
