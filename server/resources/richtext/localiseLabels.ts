import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { i18nLabel, isI18nText } from '../../../schemas/core/richtext/i18nText';

/** A references label as the SQL gives it for a target labelled by an i18nText (its JSON text). */
function labelFromText(label: unknown, lang: string): unknown {
  if (typeof label !== 'string' || !label.startsWith('{')) return label;
  try {
    const parsed: unknown = JSON.parse(label);
    return isI18nText(parsed) ? i18nLabel(parsed, lang) : label;
  } catch {
    return label;
  }
}

/**
 * Labels in the reader's language, added to a serialised row in place: `{field}_label` for
 * each `i18nText` field, and the `{ref}_label` / `{refs}_labels` of references whose target
 * is called by an `i18nText` (they arrive as the stored object, or its JSON text).
 * @example localiseLabels(d, { name: { tw: '病假', en: 'Sick leave' } }, 'jp') // name_label: 'Sick leave'
 */
export function localiseLabels(d: EntityDescriptor, out: Record<string, unknown>, lang: string): void {
  for (const [name, field] of Object.entries(d.fields as Record<string, FieldDescriptor>)) {
    if (field.type === 'i18nText' && name in out) out[`${name}_label`] = i18nLabel(out[name], lang);
    const refLabel = out[`${name}_label`];
    if (field.type === 'reference' && isI18nText(refLabel)) out[`${name}_label`] = i18nLabel(refLabel, lang);
    const refLabels = out[`${name}_labels`];
    if (field.type === 'references' && Array.isArray(refLabels))
      out[`${name}_labels`] = refLabels.map((l) => labelFromText(l, lang));
  }
}
