import type { EntityDescriptor, FieldDescriptor } from './entityDescriptorSchema';

/**
 * Checks a descriptor's `secret` fields: each is `readOnly` (no client writes it) and named by no
 * place that would show or search it (label, list columns, filters, quick search, sort, cards,
 * form, detail), since the generic API never reads it.
 * @example secretFieldProblems(d, (pointer, message) => problems.push({ file, pointer, message }))
 */
export function secretFieldProblems(
  d: EntityDescriptor,
  add: (pointer: string, message: string) => void,
): void {
  const fields = d.fields as Record<string, FieldDescriptor>;
  const secret = new Set(Object.keys(fields).filter((name) => fields[name]?.secret));
  for (const name of secret)
    if (!fields[name]?.readOnly) add(`/fields/${name}/secret`, 'a secret field must be readOnly');
  const places: Array<[string, readonly string[] | undefined]> = [
    ['/labelField', [d.labelField]],
    ['/list/columns', d.list.columns],
    ['/list/filters', d.list.filters],
    ['/list/quickSearch', d.list.quickSearch],
    ['/list/sortable', d.list.sortable],
    ['/list/cardFields', d.list.cardFields],
    ['/list/defaultSort', [d.list.defaultSort.replace(/^-/, '')]],
    ['/form/order', d.form?.order],
    ...(d.detail?.sections ?? []).map((s, i): [string, readonly string[]] => [
      `/detail/sections/${i}/fields`,
      s.fields,
    ]),
  ];
  for (const [pointer, names] of places)
    for (const name of names ?? [])
      if (secret.has(name))
        add(pointer, `"${name}" is secret: the API never reads it, so nothing can show it`);
}
