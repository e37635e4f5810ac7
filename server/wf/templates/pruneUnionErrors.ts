import type { ErrorObject } from 'ajv';

/**
 * How far a branch's errors say the value is not of that branch at all: 2 when its tag differs
 * (`type: 'users'` against a `departmentHead` rule), 1 when its keys do (a required key missing,
 * a stray key, not an object), 0 when only its parts are wrong.
 */
function misfit(errors: readonly ErrorObject[], at: string): number {
  let rank = 0;
  for (const e of errors) {
    const child = e.instancePath.startsWith(`${at}/`) && !e.instancePath.slice(at.length + 1).includes('/');
    if (e.keyword === 'const' && child) return 2;
    if (
      e.instancePath === at &&
      (e.keyword === 'required' || e.keyword === 'additionalProperties' || e.keyword === 'type')
    )
      rank = 1;
  }
  return rank;
}

/**
 * ajv with `allErrors` reports, for a value that fails a union (`anyOf`), the errors of every
 * branch: a flow step with a stage whose name is blank also "lacks `parallel`". This keeps, per
 * failed union, the errors of the branch the value was meant to be (the one whose shape it has:
 * its tag first, then its keys; of several alike, the one with the fewest errors), and drops
 * the union's own error. When every branch has another tag, only the union's error stays, so the
 * message says the value as a whole is invalid. Inner unions are pruned after outer ones.
 * @example pruneUnionErrors(validate.errors ?? [])
 */
export function pruneUnionErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  const unions = errors
    .filter((e) => e.keyword === 'anyOf')
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const union of unions) {
    if (dropped.has(union)) continue;
    const prefix = `${union.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    for (const e of errors) {
      if (dropped.has(e) || !e.schemaPath.startsWith(prefix)) continue;
      const branch = e.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    const ranked = [...branches.values()]
      .map((list) => ({ list, rank: misfit(list, union.instancePath) }))
      .filter((b) => b.rank < 2)
      .sort((a, b) => a.rank - b.rank || a.list.length - b.list.length);
    const keep = ranked[0]?.list;
    for (const list of branches.values()) if (list !== keep) for (const e of list) dropped.add(e);
    if (keep) dropped.add(union);
  }
  return errors.filter((e) => !dropped.has(e));
}
