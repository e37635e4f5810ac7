import { type RowScope, scopeOfPath, widerScope } from '../../../schemas/core/rowScopes';

/** A node of GET /api/sc/rights/catalogue (server/sc/rights/rightsCatalogueTree.ts). */
export interface RightsNode {
  path: string;
  /** A translation key (`module:key`). */
  label: string;
  /** The node may be granted at a row scope narrower than all (an entity whose rows have owners). */
  scopable?: true;
  children?: RightsNode[];
}

/** The leaf paths (actions) below a node, or the node itself when it is a leaf. */
export function leavesOf(node: RightsNode): string[] {
  return node.children ? node.children.flatMap(leavesOf) : [node.path];
}

/**
 * The leaves a set of grants ticks: a grant ticks every leaf equal to it or below it
 * (a granted `sc.admin` ticks every sc admin action), as the server reads grants.
 */
export function tickedLeaves(tree: readonly RightsNode[], grants: readonly string[]): Set<string> {
  const ticked = new Set<string>();
  for (const leaf of tree.flatMap(leavesOf)) {
    if (grants.some((g) => leaf === g || leaf.startsWith(`${g}.`))) ticked.add(leaf);
  }
  return ticked;
}

export type TickState = 'checked' | 'unchecked' | 'mixed';

export function tickState(node: RightsNode, ticked: ReadonlySet<string>): TickState {
  const leaves = leavesOf(node);
  const count = leaves.filter((leaf) => ticked.has(leaf)).length;
  if (count === 0) return 'unchecked';
  return count === leaves.length ? 'checked' : 'mixed';
}

/** Ticking a node ticks everything below it; unticking a fully ticked node clears it. */
export function toggleNode(node: RightsNode, ticked: ReadonlySet<string>): Set<string> {
  const next = new Set(ticked);
  const leaves = leavesOf(node);
  if (tickState(node, ticked) === 'checked') for (const leaf of leaves) next.delete(leaf);
  else for (const leaf of leaves) next.add(leaf);
  return next;
}

/**
 * The smallest set of grants for the ticked leaves: a fully ticked node is granted as a
 * whole (so a right added below it later is granted too), otherwise its ticked parts are.
 */
export function grantsFromTicked(tree: readonly RightsNode[], ticked: ReadonlySet<string>): string[] {
  const grants: string[] = [];
  const walk = (nodes: readonly RightsNode[]) => {
    for (const node of nodes) {
      const state = tickState(node, ticked);
      if (state === 'checked') grants.push(node.path);
      else if (state === 'mixed' && node.children) walk(node.children);
    }
  };
  walk(tree);
  return grants;
}

/**
 * The items (an entity's rights, whose children are its actions) that may carry a row scope:
 * the rights screen offers the scope on each of them.
 */
export function scopableItems(tree: readonly RightsNode[]): RightsNode[] {
  const items: RightsNode[] = [];
  const walk = (nodes: readonly RightsNode[]) => {
    for (const node of nodes) {
      if (!node.children) continue;
      if (node.scopable && node.children.every((c) => !c.children)) items.push(node);
      else walk(node.children);
    }
  };
  walk(tree);
  return items;
}

/**
 * Each scopable item's row scope as saved (only those narrower than all): the widest scope of
 * the grants that reach the item's actions (grants from several owners add up the same way).
 */
export function scopesFromGrants(
  tree: readonly RightsNode[],
  grants: ReadonlyArray<{ path: string; scope: RowScope }>,
): Map<string, RowScope> {
  const scopes = new Map<string, RowScope>();
  for (const item of scopableItems(tree)) {
    let widest: RowScope | undefined;
    for (const leaf of leavesOf(item)) {
      const scope = scopeOfPath(grants, leaf);
      if (scope) widest = widest ? widerScope(widest, scope) : scope;
    }
    if (widest && widest !== 'all') scopes.set(item.path, widest);
  }
  return scopes;
}

/**
 * The grants for the ticked leaves with their row scopes, the smallest set that keeps each
 * item's scope: a node is granted whole only when no item below it is narrowed (a whole `cm`
 * at all rows would reach every lead), so narrowed items are granted on their own.
 */
export function scopedGrantsFromTicked(
  tree: readonly RightsNode[],
  ticked: ReadonlySet<string>,
  scopes: ReadonlyMap<string, RowScope>,
): { paths: string[]; scopes: Record<string, RowScope> } {
  const narrowed = [...scopes].filter(([, scope]) => scope !== 'all').map(([path]) => path);
  const holdsNarrowed = (node: RightsNode) =>
    narrowed.some((path) => path === node.path || path.startsWith(`${node.path}.`));
  const paths: string[] = [];
  const granted: Record<string, RowScope> = {};
  const walk = (nodes: readonly RightsNode[], scope: RowScope | undefined) => {
    for (const node of nodes) {
      const state = tickState(node, ticked);
      if (state === 'unchecked') continue;
      const own = scope ?? (narrowed.includes(node.path) ? scopes.get(node.path) : undefined);
      if (state === 'checked' && (own !== undefined || !holdsNarrowed(node))) {
        paths.push(node.path);
        if (own) granted[node.path] = own;
      } else if (node.children) walk(node.children, own);
    }
  };
  walk(tree, undefined);
  return { paths, scopes: granted };
}
