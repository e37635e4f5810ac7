import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { type Language, translate } from '../http/translate';

/**
 * The columns of an export, in the caller's language. Values stay raw (enum
 * codes, reference ids) so an exported file imports back unchanged; the import
 * recognises these headers in any of the four languages.
 */
export function exportColumns(d: EntityDescriptor, lang: Language): Array<{ key: string; header: string }> {
  return [
    { key: 'id', header: 'id' },
    ...Object.entries(d.fields as Record<string, FieldDescriptor>).map(([key, field]) => ({
      key,
      header: translate(lang, field.title),
    })),
  ];
}

export function cellValue(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
}
