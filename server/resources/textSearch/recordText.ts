import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';

/** Tags and entities out of stored (sanitised) HTML: its words are what is searched. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

/**
 * The texts of a form's values (typed text, chosen choices, dates, amounts, table cells), one per
 * line: what a model's attributes add to a record's search words. JSON numbers (ids, quantities)
 * and ticks say nothing a search would look for, and are left out.
 */
export function formValuesText(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(formValuesText);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(formValuesText);
  return [];
}

function valueText(field: FieldDescriptor | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field?.type === 'i18nText' && typeof value === 'object') return Object.values(value).join(' ');
  if (field?.type === 'html') return htmlText(String(value));
  if (field?.type === 'formValues') return formValuesText(value).join('\n');
  return String(value);
}

/**
 * The text of a row's `textSearch.fields` (every language of a label, the words of rich text, the
 * texts of a form's values), one field per line, as the search index stores it under the source
 * 'fields'.
 */
export function recordText(descriptor: EntityDescriptor, row: Record<string, unknown>): string {
  const fields = descriptor.fields as Record<string, FieldDescriptor>;
  return (descriptor.textSearch?.fields ?? [])
    .map((name) => valueText(Object.hasOwn(fields, name) ? fields[name] : undefined, row[name]))
    .filter((text) => text !== '')
    .join('\n');
}
