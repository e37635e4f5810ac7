import type { EntityDescriptor, FieldDescriptor } from './entityDescriptorSchema';

/** Address parameters a list keeps its own state in (listQueryInUrl); a master list may not take them. */
const LIST_PARAMS = new Set(['page', 'per_page', 'sort', 'search', 'trashed']);

/**
 * Checks a descriptor's `list.master` (the list beside a tree): the field is a reference to an
 * entity with a `tree`, the switch a boolean field, and the address parameters are distinct and
 * not the list's own.
 * @example masterListProblems(d, all, (pointer, message) => problems.push({ file, pointer, message }))
 */
export function masterListProblems(
  d: EntityDescriptor,
  all: ReadonlyMap<string, EntityDescriptor>,
  add: (pointer: string, message: string) => void,
): void {
  const master = d.list.master;
  if (!master) return;
  const fields = d.fields as Record<string, FieldDescriptor>;
  const field = Object.hasOwn(fields, master.field) ? fields[master.field] : undefined;
  if (!field) add('/list/master/field', `names the field "${master.field}", which does not exist`);
  else if (field.type !== 'reference' || !all.get(field.reference ?? '')?.tree)
    add('/list/master/field', `"${master.field}" must be a reference to an entity with a tree`);
  const params = [master.param ?? 'node'];
  if (master.switch) {
    const flag = Object.hasOwn(fields, master.switch.field) ? fields[master.switch.field] : undefined;
    if (flag?.type !== 'boolean')
      add('/list/master/switch/field', `"${master.switch.field}" must be a boolean field`);
    params.push(master.switch.param);
  }
  if (params[0] === params[1]) add('/list/master/switch/param', 'must differ from the node parameter');
  params.forEach((param, i) => {
    if (LIST_PARAMS.has(param))
      add(
        i === 0 ? '/list/master/param' : '/list/master/switch/param',
        `"${param}" is a parameter of the list itself`,
      );
  });
}
