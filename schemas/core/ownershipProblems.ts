import type { EntityDescriptor, FieldDescriptor } from './entityDescriptorSchema';

/**
 * Checks a descriptor's `ownership` (who owns a row, for row scopes): each owning-user field is
 * `created_by` or a reference to `sc.user`, and the department field a reference to
 * `sc.department`, so the scope condition compares user and department ids and nothing else;
 * or, with `through`, a reference to an entity with its own owners and the same permission
 * (a line item shares its document's rows and rights).
 * @example ownershipProblems(d, (pointer, message) => problems.push({ file, pointer, message }))
 */
export function ownershipProblems(
  d: EntityDescriptor,
  all: ReadonlyMap<string, EntityDescriptor>,
  add: (pointer: string, message: string) => void,
): void {
  const ownership = d.ownership;
  if (!ownership) return;
  // A tree with rows hidden from some readers would orphan the visible nodes below them.
  if (d.tree) add('/ownership', 'a tree entity cannot have ownership (row scopes apply to lists, not trees)');
  const fields = d.fields as Record<string, FieldDescriptor>;
  const pointsAt = (name: string, target: string) =>
    Object.hasOwn(fields, name) && fields[name]?.type === 'reference' && fields[name]?.reference === target;
  if (ownership.through !== undefined) {
    if (ownership.users || ownership.department)
      add(
        '/ownership',
        'names either its owners (users, department) or the row it shares them with (through)',
      );
    const target = Object.hasOwn(fields, ownership.through) ? fields[ownership.through] : undefined;
    const parent = target?.type === 'reference' ? all.get(target.reference ?? '') : undefined;
    if (!parent?.ownership?.users)
      add(
        '/ownership/through',
        `"${ownership.through}" must be a reference to an entity with its own owners`,
      );
    else if (parent.permission !== d.permission)
      add(
        '/ownership/through',
        `shares its owner's rows, so must share its permission "${parent.permission}"`,
      );
    return;
  }
  if (!ownership.users) {
    add(
      '/ownership',
      'names the fields holding its owning users (users) or the row it shares them with (through)',
    );
    return;
  }
  ownership.users.forEach((name, i) => {
    if (name !== 'created_by' && !pointsAt(name, 'sc.user'))
      add(`/ownership/users/${i}`, `"${name}" must be created_by or a reference to sc.user`);
  });
  if (ownership.department !== undefined && !pointsAt(ownership.department, 'sc.department'))
    add('/ownership/department', `"${ownership.department}" must be a reference to sc.department`);
}
