/**
 * rjsf's nested ErrorSchema of one field as Laravel-style paths below it (the inverse of how the
 * form nests a 422's `attributes.items.0.price`): `{ items: { 0: { price: { __errors } } } }` →
 * `{ 'items.0.price': [...] }`. The field's own messages (`__errors` at the top) are left out.
 * @example errorPaths({ amount: { __errors: ['Required'] } }) // { amount: ['Required'] }
 */
export function errorPaths(schema: unknown, prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (typeof schema !== 'object' || schema === null) return out;
  for (const [key, node] of Object.entries(schema)) {
    if (key === '__errors') continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const own = (node as { __errors?: unknown } | null)?.__errors;
    if (Array.isArray(own) && own.length > 0)
      out[path] = own.filter((m): m is string => typeof m === 'string');
    Object.assign(out, errorPaths(node, path));
  }
  return out;
}
