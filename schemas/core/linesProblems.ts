import type { EntityDescriptor, FieldDescriptor } from './entityDescriptorSchema';

const NUMERIC = new Set(['integer', 'number', 'decimal']);

/**
 * The cross checks of a descriptor's `lines` (line items edited inside it): the child
 * entity exists, points back at this one with a required reference, has an integer
 * order field, and every column and amount field is one of its fields.
 * @example linesProblems(quotation, byId, (pointer, message) => problems.push({ file, pointer, message }))
 */
export function linesProblems(
  d: EntityDescriptor,
  all: ReadonlyMap<string, EntityDescriptor>,
  add: (pointer: string, message: string) => void,
): void {
  const lines = d.lines;
  if (!lines) return;
  const child = all.get(lines.entity);
  if (lines.minItems !== undefined && lines.maxItems !== undefined && lines.minItems > lines.maxItems)
    add('/lines/minItems', `is more than maxItems (${lines.maxItems})`);
  if (!child) {
    add('/lines/entity', `"${lines.entity}" is not a known entity`);
    return;
  }
  if (child.id === d.id) add('/lines/entity', 'a document cannot be its own line items');
  // One level: a line's own lines would need a nested editor and a nested transaction plan.
  if (child.lines) add('/lines/entity', `"${child.id}" has line items of its own; lines do not nest`);
  const fields = child.fields as Record<string, FieldDescriptor>;
  const back = fields[lines.field];
  if (back?.type !== 'reference' || back.reference !== d.id)
    add('/lines/field', `"${child.id}.${lines.field}" must be a reference to "${d.id}"`);
  else if (!back.required) add('/lines/field', `"${child.id}.${lines.field}" must be required`);
  const order = fields[lines.order];
  if (order?.type !== 'integer') add('/lines/order', `"${child.id}.${lines.order}" must be an integer field`);
  lines.columns.forEach((name, i) => {
    if (!Object.hasOwn(fields, name))
      add(`/lines/columns/${i}`, `names the field "${child.id}.${name}", which does not exist`);
    else if (name === lines.field || name === lines.order)
      add(`/lines/columns/${i}`, `"${name}" is set by the server from the document and the lines' order`);
  });
  if (lines.amount) {
    const a = lines.amount;
    if (fields[a.field]?.type !== 'decimal')
      add('/lines/amount/field', `"${child.id}.${a.field}" must be a decimal field`);
    else if (!lines.columns.includes(a.field))
      add('/lines/amount/field', `"${a.field}" must be one of the columns`);
    const numeric = (pointer: string, name: string) => {
      if (!NUMERIC.has(fields[name]?.type ?? ''))
        add(pointer, `"${child.id}.${name}" must be a numeric field`);
    };
    for (const [i, name] of a.multiply.entries()) numeric(`/lines/amount/multiply/${i}`, name);
    if (a.lessPercent) numeric('/lines/amount/lessPercent', a.lessPercent);
  }
}
