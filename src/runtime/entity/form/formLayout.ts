import type {
  EntityDescriptor,
  FieldDescriptor,
  FormSpan,
} from '../../../../schemas/core/entityDescriptorSchema';
import type { Translate } from '../../../platform/alerts/formatErrorMessages';
import { fieldsOf } from '../format/fieldLabels';

/** One group of the form: a translated title (none for the fields no section names) and its fields. */
export interface FormSection {
  title: string | null;
  fields: string[];
}

/** How the form lays its fields out: sections in order, and each field's width on a wide form. */
export interface FormLayout {
  sections: FormSection[];
  spans: Record<string, FormSpan>;
}

/** Strings up to this length sit in one column; longer ones are more like a paragraph. */
const SHORT_STRING = 200;
const LONG_TYPES = new Set(['text', 'html', 'json', 'files', 'i18nText', 'formDefinition', 'formValues']);

/**
 * How wide a field sits when it has no `form.span`: long fields (paragraphs, rich text, JSON,
 * files, labels in four languages, owner lists, forms and their values) take the row, short ones one of two columns.
 * @example defaultSpan({ type: 'date', title: 'cm:fields.quoteDate' }) // 'half'
 */
export function defaultSpan(field: FieldDescriptor): FormSpan {
  if (LONG_TYPES.has(field.type)) return 'full';
  if (field.widget === 'textarea' || field.widget === 'owners') return 'full';
  if (field.type === 'string' && (field.maxLength ?? 0) > SHORT_STRING) return 'full';
  return 'half';
}

/**
 * The form's sections and spans for the fields it shows (`shown`, in form order): the
 * descriptor's `form.sections` in order, then the fields no section names, untitled.
 * @example formLayout(lead, t, ['subject', 'status']).sections[0] // { title: 'Basic', fields: ['subject'] }
 */
export function formLayout(descriptor: EntityDescriptor, t: Translate, shown: readonly string[]): FormLayout {
  const fields = fieldsOf(descriptor);
  const visible = new Set(shown);
  const placed = new Set<string>();
  const sections: FormSection[] = [];
  for (const section of descriptor.form?.sections ?? []) {
    const names = section.fields.filter((name) => visible.has(name) && !placed.has(name));
    for (const name of names) placed.add(name);
    if (names.length > 0) sections.push({ title: t(section.title), fields: names });
  }
  const rest = shown.filter((name) => !placed.has(name));
  if (rest.length > 0) sections.push({ title: null, fields: rest });
  const spans: Record<string, FormSpan> = {};
  for (const name of shown) {
    const field = fields[name];
    if (field) spans[name] = descriptor.form?.span?.[name] ?? defaultSpan(field);
  }
  return { sections, spans };
}
