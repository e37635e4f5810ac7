import type { EntityDescriptor, FieldDescriptor } from './entityDescriptorSchema';

/**
 * Checks a descriptor's `access` (access lists, docs/guide-access-lists.md): not beside
 * `ownership` (a row is reached by one rule, not two), `parent` only off a tree (a tree inherits
 * from its tree parent) and a reference to an entity with `access` of its own, and no `import`
 * (an import files many rows at once, each of which would need its parent's edit grant checked).
 * @example accessProblems(d, all, (pointer, message) => problems.push({ file, pointer, message }))
 */
export function accessProblems(
  d: EntityDescriptor,
  all: ReadonlyMap<string, EntityDescriptor>,
  add: (pointer: string, message: string) => void,
): void {
  const access = d.access;
  if (!access) return;
  if (d.ownership) add('/access', 'an entity has either an access list (access) or row owners (ownership)');
  if (d.actions.includes('import')) add('/actions', 'an entity with an access list offers no import');
  if (access.parent === undefined) return;
  if (d.tree) {
    add('/access/parent', 'a tree inherits access from its tree parent; leave parent out');
    return;
  }
  const fields = d.fields as Record<string, FieldDescriptor>;
  const field = Object.hasOwn(fields, access.parent) ? fields[access.parent] : undefined;
  const parent = field?.type === 'reference' ? all.get(field.reference ?? '') : undefined;
  if (!parent?.access)
    add('/access/parent', `"${access.parent}" must be a reference to an entity with an access list`);
}
