import type { ErrorSchema } from '@rjsf/utils';

/**
 * Laravel-style errors (`amount`, `items.0.price`) as rjsf's nested ErrorSchema, which puts each
 * message under its field (a table shows a cell's under the cell).
 * @example wfErrorSchema({ 'items.0.price': ['Required'] }) // { items: { 0: { price: { __errors: ['Required'] } } } }
 */
export function wfErrorSchema(errors: Readonly<Record<string, readonly string[]>>): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(errors)) {
    if (messages.length === 0) continue;
    let node = root;
    for (const step of path.split('.')) {
      node[step] ??= {};
      node = node[step] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), ...messages];
  }
  return root as ErrorSchema;
}

/** The messages at one path, or none. */
export function errorsAt(schema: unknown, ...path: Array<string | number>): string[] {
  let node: unknown = schema;
  for (const step of path) {
    if (typeof node !== 'object' || node === null) return [];
    node = (node as Record<string, unknown>)[String(step)];
  }
  const list = (node as { __errors?: unknown } | undefined)?.__errors;
  return Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : [];
}
