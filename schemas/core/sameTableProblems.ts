import type { EntityDescriptor, FieldDescriptor } from './entityDescriptorSchema';

/**
 * Checks a descriptor's `sameTableAs` (another door to an entity's table): that entity exists,
 * is not itself such a door, has the same table, and holds every field of this one with the same
 * type and reference, so the two read and write the same columns the same way.
 * @example sameTableProblems(d, all, (pointer, message) => problems.push({ file, pointer, message }))
 */
export function sameTableProblems(
  d: EntityDescriptor,
  all: ReadonlyMap<string, EntityDescriptor>,
  add: (pointer: string, message: string) => void,
): void {
  if (d.sameTableAs === undefined) return;
  const owner = all.get(d.sameTableAs);
  if (!owner || owner.sameTableAs !== undefined || owner.id === d.id) {
    add('/sameTableAs', `"${d.sameTableAs}" must be another entity that owns its table`);
    return;
  }
  if (owner.table !== d.table) add('/table', `must be "${owner.table}", the table of ${owner.id}`);
  const theirs = owner.fields as Record<string, FieldDescriptor>;
  for (const [name, field] of Object.entries(d.fields as Record<string, FieldDescriptor>)) {
    const other = Object.hasOwn(theirs, name) ? theirs[name] : undefined;
    if (!other || other.type !== field.type || other.reference !== field.reference)
      add(`/fields/${name}`, `must be a field of ${owner.id} of the same type`);
  }
}
