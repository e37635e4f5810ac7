import type { Kysely } from 'kysely';
import { isModuleId, type ModuleId } from '../../../schemas/core/modules';
import type { CatalogueItem } from '../../../schemas/core/permissionCatalogue';
import { type RowScope, widerScope } from '../../../schemas/core/rowScopes';
import type { Database } from '../../db/DatabaseSchema';
import { type OwnerReason, ownerReasons } from '../../permissions/ownerReasons';
import { ownerNames } from './ownerNames';
import type { RightsNode } from './rightsCatalogueTree';

/** An owner named for display. */
export interface NamedOwner {
  owner: string;
  name: string;
}

/**
 * Why an owner stands for the user. `kind` says how: `user` (the user themself),
 * `department` (their own department), `ancestorDepartment` (a department above their
 * department `via[0]`), `group` (a group whose member is the user or one of their
 * departments), `nestedGroup` (a group containing another group that stands for them).
 * For groups `via` is the chain of members, outermost first: nested groups, then the
 * department that is the member and, if that one is an ancestor, the user's own department.
 */
export interface OwnerExplanation extends NamedOwner {
  kind: 'user' | 'department' | 'ancestorDepartment' | 'group' | 'nestedGroup';
  via: NamedOwner[];
}

/** A granted right grant: which owner holds it and which granted path covers the right. */
export interface RightSource {
  owner: string;
  grant: string;
  /** The row scope the grant was made at when narrower than all rows (schemas/core/rowScopes.ts). */
  scope?: RowScope;
}

/**
 * Why a granted right is not in effect: `moduleNotLicensed`, the licence switches its module
 * off (withoutUnlicensedModules cuts it from userPermission).
 */
export type NotInEffectReason = 'moduleNotLicensed';

/**
 * The catalogue tree pruned to what the user is granted; each action leaf lists its sources.
 * `notInEffect` marks every node of a granted subtree the user does not hold all the same.
 */
export interface EffectiveNode extends Omit<RightsNode, 'children'> {
  children?: EffectiveNode[];
  sources?: RightSource[];
  /** On a scopable action: the rows it reaches, the widest of its sources' scopes. */
  scope?: RowScope;
  notInEffect?: NotInEffectReason;
}

export interface EffectiveRights {
  user: { id: number; name: string; account: string };
  /** Every owner that stands for the user, with why. */
  owners: OwnerExplanation[];
  rights: EffectiveNode[];
}

/** The chain of owners from `owner` down to the user's own membership, for one reason. */
function explain(
  owner: string,
  reasons: ReadonlyMap<string, OwnerReason>,
  name: (owner: string) => string,
): OwnerExplanation {
  const reason = reasons.get(owner);
  const base = { owner, name: name(owner) };
  if (!reason || reason.kind === 'user') return { ...base, kind: 'user', via: [] };
  if (reason.kind === 'department') {
    const own = `d${reason.through}`;
    return own === owner
      ? { ...base, kind: 'department', via: [] }
      : { ...base, kind: 'ancestorDepartment', via: [{ owner: own, name: name(own) }] };
  }
  const via: NamedOwner[] = [];
  let step: string = reason.through;
  // Follow the members that brought each group in; the chain ends at the user or a department.
  for (let guard = 0; guard < reasons.size && !step.startsWith('u'); guard += 1) {
    via.push({ owner: step, name: name(step) });
    const next = reasons.get(step);
    if (next?.kind !== 'group') {
      if (next?.kind === 'department' && `d${next.through}` !== step)
        via.push({ owner: `d${next.through}`, name: name(`d${next.through}`) });
      break;
    }
    step = next.through;
  }
  return { ...base, kind: reason.through.startsWith('g') ? 'nestedGroup' : 'group', via };
}

function prune(
  nodes: readonly RightsNode[],
  sourcesOf: (path: string) => RightSource[],
  notInEffect?: NotInEffectReason,
): EffectiveNode[] {
  const out: EffectiveNode[] = [];
  const mark = notInEffect ? { notInEffect } : {};
  for (const node of nodes) {
    if (node.children) {
      const children = prune(node.children, sourcesOf, notInEffect);
      if (children.length > 0) out.push({ path: node.path, label: node.label, children, ...mark });
    } else {
      const sources = sourcesOf(node.path);
      if (sources.length === 0) continue;
      const scope = node.scopable ? { scope: sources.map((s) => s.scope ?? 'all').reduce(widerScope) } : {};
      out.push({ path: node.path, label: node.label, sources, ...scope, ...mark });
    }
  }
  return out;
}

/**
 * Whether the licence cuts this top-level node from userPermission: the same test as
 * withoutUnlicensedModules (a module id the licence does not switch on), so the preview
 * never claims a right the user's real tree lacks.
 */
function cutByLicence(path: string, licensed: ReadonlySet<ModuleId>): boolean {
  return isModuleId(path) && !licensed.has(path);
}

/**
 * What a user may do and why: the rights tree pruned to their effective rights, each right
 * with the grants that give it, and every owner (department, ancestor department, group,
 * nested group) that stands for them. A right granted in a module the licence switches off
 * is listed with `notInEffect: 'moduleNotLicensed'` (granted, kept, but not held until the
 * module is switched on). Null when the user does not exist. `licensed` must be what
 * PermissionCache applies (`ctx.permissions.licensedModules()`), so the two agree.
 *
 * @example await effectiveRights(db, 7, tree, ctx.permissions.catalogue, await ctx.permissions.licensedModules())
 */
export async function effectiveRights(
  db: Kysely<Database>,
  userId: number,
  tree: readonly RightsNode[],
  catalogue: readonly CatalogueItem[],
  licensed: ReadonlySet<ModuleId>,
): Promise<EffectiveRights | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'account'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return null;
  const reasons = await ownerReasons(db, userId);
  const owners = [...reasons.keys()];
  const grants = await db
    .selectFrom('rights')
    .select(['owner', 'path', 'scope'])
    .where('owner', 'in', owners)
    .orderBy('owner')
    .orderBy('path')
    .execute();
  const chainOwners = [...reasons.values()].flatMap((r) =>
    r.kind === 'department' ? [`d${r.through}`] : r.kind === 'group' ? [r.through] : [],
  );
  const names = await ownerNames(db, [...owners, ...chainOwners]);
  const name = (owner: string) => names.get(owner) ?? owner;
  // Only paths the catalogue has are rights; a grant is a prefix of them (as buildPermissionTree reads it).
  const known = new Set(
    catalogue.flatMap((i) => i.actions.map((a) => `${i.module}.${i.area}.${i.name}.actions.${a}`)),
  );
  const sourcesOf = (path: string): RightSource[] =>
    known.has(path)
      ? grants
          .filter((g) => g.path.length > 0 && (path === g.path || path.startsWith(`${g.path}.`)))
          .map((g) => ({ owner: g.owner, grant: g.path, ...(g.scope === 'all' ? {} : { scope: g.scope }) }))
      : [];
  return {
    user,
    owners: owners.map((owner) => explain(owner, reasons, name)),
    rights: tree.flatMap((module) =>
      prune([module], sourcesOf, cutByLicence(module.path, licensed) ? 'moduleNotLicensed' : undefined),
    ),
  };
}
