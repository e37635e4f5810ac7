import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { Row } from '../../resources/EntityStore';
import { LANGUAGES, translate } from '../../http/translate';

/** Fields a copy never takes from its source: set by the copy itself or by the server. */
const NOT_COPIED = new Set(['current_version_id']);
/** The boolean a template is switched on and off by (the list's activated filter). */
const ACTIVE_FIELDS = ['is_active', 'active', 'activated'];

/**
 * The create input of a copy of a template row: every writable field of the `wf.template`
 * descriptor as the source has it, the name (its label field) with " (copy)" in each language's
 * own words, and switched off, so nobody applies with it before an administrator has looked.
 * @example copyTemplateInput(d, { name: { tw: '請購單', en: 'Purchase' }, is_active: true })
 *   // { name: { tw: '請購單 (複本)', en: 'Purchase (copy)' }, is_active: false }
 */
export function copyTemplateInput(d: EntityDescriptor, source: Row): Row {
  const fields = d.fields as Record<string, FieldDescriptor>;
  const input: Row = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly || NOT_COPIED.has(name) || !Object.hasOwn(source, name)) continue;
    const value = source[name];
    if (value === null || value === undefined) continue;
    input[name] = value instanceof Date ? value.toISOString() : value;
  }
  const label = d.labelField;
  const name = label ? source[label] : undefined;
  // Shortened to the field's limit, so a long name still copies.
  const max = (label ? fields[label]?.maxLength : undefined) ?? Number.POSITIVE_INFINITY;
  const suffixed = (text: string, lang: (typeof LANGUAGES)[number]) => {
    const suffix = translate(lang, 'wf:designer.copySuffix');
    return `${text.slice(0, Math.max(0, max - suffix.length))}${suffix}`;
  };
  if (label && name && typeof name === 'object') {
    const copied: Record<string, string> = {};
    for (const lang of LANGUAGES) {
      const text = (name as Record<string, unknown>)[lang];
      if (typeof text === 'string' && text !== '') copied[lang] = suffixed(text, lang);
    }
    input[label] = copied;
  } else if (label && typeof name === 'string') input[label] = suffixed(name, 'tw');
  for (const flag of ACTIVE_FIELDS) if (fields[flag]?.type === 'boolean') input[flag] = false;
  return input;
}
