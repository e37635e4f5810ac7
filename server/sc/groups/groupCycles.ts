/**
 * Whether making `memberGroup` a member of `group` would close a loop: true when they are
 * the same group or `memberGroup` already contains `group`, directly or through nested
 * groups. `contains` lists each group's member groups (deleted groups included, so that
 * restoring one can never bring a loop back).
 *
 * @example wouldCycle(new Map([[2, [1]]]), 1, 2) // true: 2 contains 1, so 1 may not contain 2
 */
export function wouldCycle(
  contains: ReadonlyMap<number, readonly number[]>,
  group: number,
  memberGroup: number,
): boolean {
  const seen = new Set<number>();
  const stack = [memberGroup];
  while (stack.length > 0) {
    const current = stack.pop() as number;
    if (current === group) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    stack.push(...(contains.get(current) ?? []));
  }
  return false;
}
