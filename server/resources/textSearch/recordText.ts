import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';

/** Tags and entities out of stored (sanitised) HTML: its words are what is searched. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

function valueText(field: FieldDescriptor | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field?.type === 'i18nText' && typeof value === 'object') return Object.values(value).join(' ');
  if (field?.type === 'html') return htmlText(String(value));
  return String(value);
}

/**
 * The text of a row's `textSearch.fields` (every language of a label, the words of rich text),
 * one field per line, as the search index stores it under the source 'fields'.
 */
export function recordText(descriptor: EntityDescriptor, row: Record<string, unknown>): string {
  const fields = descriptor.fields as Record<string, FieldDescriptor>;
  return (descriptor.textSearch?.fields ?? [])
    .map((name) => valueText(Object.hasOwn(fields, name) ? fields[name] : undefined, row[name]))
    .filter((text) => text !== '')
    .join('\n');
}
