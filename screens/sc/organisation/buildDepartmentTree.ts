import type { DepartmentSummary } from './departmentTypes';

export interface DepartmentNode {
  department: DepartmentSummary;
  children: DepartmentNode[];
}

/**
 * Builds the tree from the flat cached list (already ordered by parent, sort, id). A
 * department whose parent is not in the list (deleted, or filtered out) shows as a root,
 * so nothing disappears. With `search`, keeps the matching departments and their ancestors.
 */
export function buildDepartmentTree(list: readonly DepartmentSummary[], search = ''): DepartmentNode[] {
  const byId = new Map(list.map((d) => [d.id, d]));
  const needle = search.trim().toLowerCase();
  let keep: Set<number> | null = null;
  if (needle) {
    keep = new Set();
    for (const d of list) {
      if (!`${d.name} ${d.code ?? ''}`.toLowerCase().includes(needle)) continue;
      let current: DepartmentSummary | undefined = d;
      while (current && !keep.has(current.id)) {
        keep.add(current.id);
        current = current.parent_id === null ? undefined : byId.get(current.parent_id);
      }
    }
  }
  const nodes = new Map<number, DepartmentNode>();
  for (const d of list) if (!keep || keep.has(d.id)) nodes.set(d.id, { department: d, children: [] });
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.department.parent_id === null ? undefined : nodes.get(node.department.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The department and every department below it, for a parent picker that must not offer them. */
export function subtreeIds(list: readonly DepartmentSummary[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of list)
      if (d.parent_id !== null && out.has(d.parent_id) && !out.has(d.id)) {
        out.add(d.id);
        grew = true;
      }
  }
  return out;
}
