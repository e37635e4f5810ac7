/**
 * How many rows a right reaches (issue 14, docs/guide-row-scopes.md), narrowest first:
 * - `own`: rows the user owns (a field of the descriptor's `ownership.users` holds them);
 * - `department`: those plus the rows of the departments the user sits in;
 * - `subtree`: those plus the rows of every department below them;
 * - `all`: every row (a right granted without a scope).
 * Only entities whose descriptor names `ownership` can be granted a narrower scope.
 */
export const ROW_SCOPES = ['own', 'department', 'subtree', 'all'] as const;
export type RowScope = (typeof ROW_SCOPES)[number];

/** A granted path with the scope it was granted at. */
export interface ScopedGrant {
  path: string;
  scope: RowScope;
}

export function isRowScope(value: unknown): value is RowScope {
  return typeof value === 'string' && (ROW_SCOPES as readonly string[]).includes(value);
}

/** The wider of two scopes (grants from several owners add up: the widest one counts). */
export function widerScope(a: RowScope, b: RowScope): RowScope {
  return ROW_SCOPES.indexOf(a) >= ROW_SCOPES.indexOf(b) ? a : b;
}

/** Whether `grant` covers `path`: it is the path or one of its ancestors. */
export function grantCovers(grant: string, path: string): boolean {
  return path === grant || path.startsWith(`${grant}.`);
}

/**
 * The scope at which the grants reach a permission path, e.g. `cm.use.lead.actions.view`: the
 * widest scope of the grants covering it, or `undefined` when none does (no right at all).
 * @example scopeOfPath([{ path: 'cm', scope: 'own' }], 'cm.use.lead.actions.view') // 'own'
 */
export function scopeOfPath(grants: readonly ScopedGrant[], path: string): RowScope | undefined {
  let scope: RowScope | undefined;
  for (const grant of grants) {
    if (grantCovers(grant.path, path)) scope = scope ? widerScope(scope, grant.scope) : grant.scope;
  }
  return scope;
}
