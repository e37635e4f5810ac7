/**
 * The permission tree carried on a user record (`userPermission`).
 *
 * Shape, by level of a dotted path `a.b.c.d.e`:
 *   1 `a`  key of the root object
 *   2 `b`  key of that object; its value is a list of items
 *   3 `c`  the item of that list whose `name` is `c`
 *   4 `d`  key of that item
 *   5 `e`  a value in the list found at level 4
 *
 * Example: `{ sc: { admin: [{ name: 'user', actions: ['view', 'edit'] }] } }`
 * grants `sc`, `sc.admin`, `sc.admin.user`, `sc.admin.user.actions` and
 * `sc.admin.user.actions.edit`.
 */
export interface PermissionItem {
  name: string;
  [key: string]: unknown;
}
export type PermissionTree = Record<string, Record<string, PermissionItem[]>>;

/** Paths have at most five levels; a longer path names nothing and is refused. */
export const MAX_PERMISSION_DEPTH = 5;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function ownKey(value: Record<string, unknown>, key: string): unknown {
  // Only own keys count: `constructor` or `__proto__` must never grant anything.
  return Object.hasOwn(value, key) ? value[key] : undefined;
}

/**
 * Checks a dotted permission path against a user's permission tree.
 * A missing step, an empty path, an empty segment, more than five levels or a
 * tree of the wrong shape all mean "no permission".
 *
 * @example hasPermission(user.userPermission, 'sc.admin.user.actions.edit')
 */
export function hasPermission(tree: unknown, path: string): boolean {
  if (typeof path !== 'string' || path.length === 0) return false;
  const steps = path.split('.');
  if (steps.length > MAX_PERMISSION_DEPTH || steps.some((s) => s.length === 0)) return false;
  const [l1, l2, l3, l4, l5] = steps;

  if (!isRecord(tree) || l1 === undefined) return false;
  const level1 = ownKey(tree, l1);
  if (!isRecord(level1)) return false;
  if (l2 === undefined) return true;

  const level2 = ownKey(level1, l2);
  if (level2 === undefined || level2 === null) return false;
  if (l3 === undefined) return true;
  if (!Array.isArray(level2)) return false;

  const item = level2.find((entry: unknown) => isRecord(entry) && entry.name === l3);
  if (!isRecord(item)) return false;
  if (l4 === undefined) return true;

  const level4 = ownKey(item, l4);
  if (level4 === undefined || level4 === null) return false;
  if (l5 === undefined) return true;
  return Array.isArray(level4) && level4.includes(l5);
}
