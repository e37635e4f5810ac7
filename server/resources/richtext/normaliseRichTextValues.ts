import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { normaliseI18nText } from '../../../schemas/core/richtext/i18nText';
import { sanitiseHtml } from './sanitiseHtml';

/**
 * The values of a write with its rich text sanitised and its labels trimmed (empty
 * languages dropped), in place; other fields and non-string html values (left for the
 * validator to refuse) are untouched. Runs before validation on every write path
 * (create, update, import), so a maxLength counts what is stored, and once more as
 * each value is written (EntityStore), so no path can store unsanitised HTML.
 * @example normaliseRichTextValues(d, { terms: '<p>Hi<script>x</script></p>' }) // { terms: '<p>Hi</p>' }
 */
export function normaliseRichTextValues<T extends Record<string, unknown>>(
  d: EntityDescriptor,
  values: T,
): T {
  if (values === null || typeof values !== 'object') return values;
  const fields = d.fields as Record<string, FieldDescriptor>;
  const record = values as Record<string, unknown>;
  for (const [name, value] of Object.entries(record)) {
    const type = fields[name]?.type;
    if (type === 'html' && typeof value === 'string') record[name] = sanitiseHtml(value);
    else if (type === 'i18nText') record[name] = normaliseI18nText(value);
  }
  return values;
}

/** Whether an entity has fields this step changes (routes without them skip the hook). */
export function hasRichTextFields(d: EntityDescriptor): boolean {
  return Object.values(d.fields as Record<string, FieldDescriptor>).some(
    (f) => f.type === 'html' || f.type === 'i18nText',
  );
}
