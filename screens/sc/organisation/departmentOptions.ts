import { buildDepartmentTree, type DepartmentNode } from './buildDepartmentTree';
import type { DepartmentSummary } from './departmentTypes';

/** The departments in tree order, each label indented by its depth, leaving out `exclude`. */
export function departmentOptions(
  list: readonly DepartmentSummary[],
  exclude: ReadonlySet<number> = new Set(),
): Array<{ value: number; label: string }> {
  const out: Array<{ value: number; label: string }> = [];
  const walk = (nodes: DepartmentNode[], depth: number) => {
    for (const { department, children } of nodes) {
      if (exclude.has(department.id)) continue;
      out.push({ value: department.id, label: `${'\u3000'.repeat(depth)}${department.name}` });
      walk(children, depth + 1);
    }
  };
  walk(buildDepartmentTree(list), 0);
  return out;
}
