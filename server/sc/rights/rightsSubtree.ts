import { grantCovers } from '../../../schemas/core/rowScopes';
import type { RightsNode } from './rightsCatalogueTree';

/**
 * The `roots` of a rights request (`?roots=as.admin.leaveRecord,as.admin.punch`): the subtrees
 * of the rights tree a screen limited to them shows and saves (the attendance data view
 * permission, `/as/admin/leave/read-permission-setting`). Undefined: the whole tree. Unknown
 * paths are returned in `unknown` for a 422.
 */
export function parseRoots(
  query: string | undefined,
  treePaths: ReadonlySet<string>,
): { roots: string[] | undefined; unknown: string[] } {
  if (query === undefined) return { roots: undefined, unknown: [] };
  const roots = [
    ...new Set(
      query
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ];
  return { roots, unknown: roots.filter((r) => !treePaths.has(r)) };
}

/** The nodes at `roots`, each a top-level node (their ancestors left out, so nothing above them can be ticked). */
export function subtreeOf(tree: readonly RightsNode[], roots: readonly string[]): RightsNode[] {
  const found = new Map<string, RightsNode>();
  const walk = (nodes: readonly RightsNode[]) => {
    for (const node of nodes) {
      if (roots.includes(node.path)) found.set(node.path, node);
      else if (node.children) walk(node.children);
    }
  };
  walk(tree);
  return roots.flatMap((root) => {
    const node = found.get(root);
    return node ? [node] : [];
  });
}

/** The path is one of `roots` or below one: a save through the subtree replaces it. */
export function insideRoots(roots: readonly string[], path: string): boolean {
  return roots.some((root) => grantCovers(root, path));
}

/**
 * A grant a screen limited to `roots` shows: inside them, or above one (a whole `as.admin`
 * ticks every right below it). A grant above is shown but not replaced: it is outside.
 */
export function reachesRoots(roots: readonly string[], path: string): boolean {
  return roots.some((root) => grantCovers(root, path) || grantCovers(path, root));
}
