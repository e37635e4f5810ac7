import type { EntityDescriptor, FieldDescriptor } from './entityDescriptorSchema';

const KINDS = new Set(['formDefinition', 'formValues']);
/** Settings of a plain value that a form or a form's values do not have. */
const PLAIN_KEYS = [
  'unique',
  'index',
  'pattern',
  'format',
  'widget',
  'default',
  'minimum',
  'maximum',
  'options',
] as const;

/**
 * Checks `formDefinition` and `formValues` fields (docs/guide-form-fields-by-model.md): a
 * formValues field names where its form is (`definitionFrom`: a reference of this entity to an
 * entity whose `definitionField` is a formDefinition field, and a boolean `activeField` there);
 * neither kind has the settings of a plain value, is a label, a list column, a filter, a sort
 * key or part of an index: a form is read on the record's own pages.
 * @example formFieldProblems(d, all, (pointer, message) => problems.push({ file, pointer, message }))
 */
export function formFieldProblems(
  d: EntityDescriptor,
  all: ReadonlyMap<string, EntityDescriptor>,
  add: (pointer: string, message: string) => void,
): void {
  const fields = d.fields as Record<string, FieldDescriptor>;
  const own = (name: string) => (Object.hasOwn(fields, name) ? fields[name] : undefined);
  const isKind = (name: string) => KINDS.has(own(name)?.type ?? '');
  for (const [name, field] of Object.entries(fields)) {
    const at = `/fields/${name}`;
    if (field.definitionFrom && field.type !== 'formValues')
      add(`${at}/definitionFrom`, 'only formValues fields have definitionFrom');
    if (!KINDS.has(field.type)) continue;
    for (const key of PLAIN_KEYS)
      if (field[key] !== undefined) add(`${at}/${key}`, `a ${field.type} field cannot have ${key}`);
    if (field.type !== 'formValues') continue;
    const from = field.definitionFrom;
    if (!from) {
      add(at, 'a formValues field needs definitionFrom: where its form is');
      continue;
    }
    const source = own(from.field);
    if (source?.type !== 'reference' || source.reference !== from.entity)
      add(`${at}/definitionFrom/field`, `"${from.field}" must be a reference field to "${from.entity}"`);
    const target = all.get(from.entity);
    if (!target) {
      add(`${at}/definitionFrom/entity`, `"${from.entity}" is not a known entity`);
      continue;
    }
    const targetFields = target.fields as Record<string, FieldDescriptor>;
    const of = (key: string) => (Object.hasOwn(targetFields, key) ? targetFields[key] : undefined);
    if (of(from.definitionField)?.type !== 'formDefinition')
      add(
        `${at}/definitionFrom/definitionField`,
        `"${from.entity}.${from.definitionField}" must be a formDefinition field`,
      );
    if (from.activeField !== undefined && of(from.activeField)?.type !== 'boolean')
      add(`${at}/definitionFrom/activeField`, `"${from.entity}.${from.activeField}" must be a boolean field`);
  }
  if (isKind(d.labelField)) add('/labelField', `a ${own(d.labelField)?.type} field cannot be the label`);
  const lists: Array<[string, readonly string[] | undefined]> = [
    ['/list/columns', d.list.columns],
    ['/list/filters', d.list.filters],
    ['/list/cardFields', d.list.cardFields],
    ['/list/sortable', d.list.sortable],
  ];
  for (const [pointer, names] of lists)
    names?.forEach((name, i) => {
      if (isKind(name))
        add(
          `${pointer}/${i}`,
          `"${name}" is a ${own(name)?.type} field, shown on the record's own pages only`,
        );
    });
  const sortField = d.list.defaultSort.replace(/^-/, '');
  if (isKind(sortField))
    add('/list/defaultSort', `a list cannot be sorted by "${sortField}", a ${own(sortField)?.type} field`);
  for (const key of ['indexes', 'uniqueTogether'] as const)
    d[key]?.forEach((cols, i) => {
      cols.forEach((name, j) => {
        if (isKind(name))
          add(`/${key}/${i}/${j}`, `"${name}" is a ${own(name)?.type} field, which has no key`);
      });
    });
}
