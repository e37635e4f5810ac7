/** A node of GET /api/sc/rights/catalogue (server/sc/rights/rightsCatalogueTree.ts). */
export interface RightsNode {
  path: string;
  /** A translation key (`module:key`). */
  label: string;
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
