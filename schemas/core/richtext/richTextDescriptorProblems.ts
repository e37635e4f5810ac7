import type { EntityDescriptor, FieldDescriptor } from '../entityDescriptorSchema';

const KINDS = new Set(['html', 'i18nText']);

/**
 * What an `html` or `i18nText` field may not be (docs/guide-rich-text.md): neither has a
 * single plain value to be unique, indexed, patterned, formatted, defaulted or filtered by;
 * HTML is no label, no sort key and no search text (its tags would match); a label is
 * searched and sorted in the reader's language by the runtime itself.
 * Each problem is `[JSON pointer, message]`.
 */
export function richTextDescriptorProblems(d: EntityDescriptor): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const fields = d.fields as Record<string, FieldDescriptor>;
  for (const [name, field] of Object.entries(fields)) {
    if (!KINDS.has(field.type)) continue;
    const at = `/fields/${name}`;
    for (const key of [
      'unique',
      'index',
      'pattern',
      'format',
      'widget',
      'default',
      'minimum',
      'maximum',
    ] as const)
      if (field[key] !== undefined)
        problems.push([`${at}/${key}`, `an ${field.type} field cannot have ${key}`]);
    if (field.type === 'i18nText' && field.minLength !== undefined)
      problems.push([`${at}/minLength`, 'an i18nText field has no minLength (required means one language)']);
  }
  const typeOf = (name: string) => fields[name]?.type;
  if (typeOf(d.labelField) === 'html') problems.push(['/labelField', 'an html field cannot be the label']);
  d.list.filters?.forEach((name, i) => {
    if (KINDS.has(typeOf(name) ?? ''))
      problems.push([
        `/list/filters/${i}`,
        `a list cannot be filtered by "${name}", an ${typeOf(name)} field`,
      ]);
  });
  const sortField = d.list.defaultSort.replace(/^-/, '');
  if (typeOf(sortField) === 'html')
    problems.push(['/list/defaultSort', `a list cannot be sorted by "${sortField}", an html field`]);
  for (const key of ['indexes', 'uniqueTogether'] as const)
    d[key]?.forEach((cols, i) => {
      cols.forEach((name, j) => {
        if (KINDS.has(typeOf(name) ?? ''))
          problems.push([
            `/${key}/${i}/${j}`,
            `"${name}" is an ${typeOf(name)} field, which cannot be part of a key`,
          ]);
      });
    });
  return problems;
}
