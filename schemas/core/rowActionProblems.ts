import {
  ENTITY_ACTIONS,
  type EntityDescriptor,
  type FieldDescriptor,
  SYSTEM_COLUMNS,
} from './entityDescriptorSchema';

/** The actions every row has already; a row action may not take their names. */
const BUILT_IN = new Set(['view', 'edit', 'delete', 'restore']);
const SYSTEM = new Set<string>(SYSTEM_COLUMNS);

/**
 * Checks a descriptor's `list.rowActions` (docs/guide-admin-screen.md, "Row actions"): keys unique
 * and not a built-in action, at most one of `set`, `link` and `route`, a right the entity offers,
 * `when` on a field that exists, `set` only on writable fields with a value of their type, and no
 * question (`confirm`, `reason`) before a link, which only opens a page, and no bulk action that is a
 * link or a route or needs a reason.
 * @example rowActionProblems(d, (pointer, message) => problems.push({ file, pointer, message }))
 */
export function rowActionProblems(
  d: EntityDescriptor,
  add: (pointer: string, message: string) => void,
): void {
  const fields = d.fields as Record<string, FieldDescriptor>;
  const seen = new Set<string>();
  d.list.rowActions?.forEach((action, i) => {
    const at = `/list/rowActions/${i}`;
    if (BUILT_IN.has(action.key))
      add(`${at}/key`, `"${action.key}" is a built-in row action; choose another key`);
    else if (seen.has(action.key)) add(`${at}/key`, `"${action.key}" is used by another row action`);
    seen.add(action.key);
    const kinds = (['set', 'link', 'route'] as const).filter((k) => action[k] !== undefined);
    if (kinds.length > 1) add(at, `a row action does one thing: ${kinds.join(' and ')} cannot be combined`);
    const right = action.right ?? 'edit';
    // A right of the action's own (`close`) exists through the action; an entity action must be offered.
    if (
      (ENTITY_ACTIONS as readonly string[]).includes(right) &&
      !(d.actions as readonly string[]).includes(right)
    )
      add(`${at}/right`, `the entity does not offer "${right}", so nobody could use this action`);
    if (action.when && !Object.hasOwn(fields, action.when.field) && !SYSTEM.has(action.when.field))
      add(`${at}/when/field`, `names the field "${action.when.field}", which does not exist`);
    if (
      action.bulk &&
      (action.link !== undefined || action.route !== undefined || action.reason === 'required')
    )
      add(`${at}/bulk`, 'a bulk action runs through the generic route and asks no required reason');
    for (const [, name] of (action.link ?? '').matchAll(/\{([a-z_]+)\}/g))
      if (name !== 'id' && !Object.hasOwn(d.fields, name as string))
        add(`${at}/link`, `"{${name}}" names no field of the entity`);
    if (action.bulkLink !== undefined && action.link === undefined)
      add(`${at}/bulkLink`, 'a bulk link opens the page of a link action: give the action its `link`');
    if (action.link !== undefined && (action.confirm !== undefined || action.reason !== undefined))
      add(at, 'a link only opens a page: it asks no confirmation and no reason');
    for (const [name, value] of Object.entries(action.set ?? {})) {
      const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
      if (!field) add(`${at}/set/${name}`, `names the field "${name}", which does not exist`);
      else if (field.readOnly) add(`${at}/set/${name}`, `"${name}" is read-only; the client cannot write it`);
      else if (!fitsType(field, value))
        add(`${at}/set/${name}`, `is not a value of the ${field.type} field "${name}"`);
    }
  });
}

function fitsType(field: FieldDescriptor, value: unknown): boolean {
  if (value === null) return !field.required;
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
    case 'reference':
      return Number.isInteger(value);
    case 'number':
    case 'decimal':
      return typeof value === 'number';
    case 'enum':
      return typeof value === 'string' && (field.options ?? []).includes(value);
    case 'string':
    case 'text':
    case 'date':
    case 'datetime':
      return typeof value === 'string';
    default:
      return false;
  }
}
