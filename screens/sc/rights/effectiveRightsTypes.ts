import type { RowScope } from '../../../schemas/core/rowScopes';

/** What GET /api/sc/rights/effective/:userId answers (server/sc/rights/effectiveRights.ts). */
export interface NamedOwner {
  owner: string;
  name: string;
}

export interface OwnerExplanation extends NamedOwner {
  kind: 'user' | 'department' | 'ancestorDepartment' | 'group' | 'nestedGroup';
  via: NamedOwner[];
}

export interface RightSource {
  owner: string;
  grant: string;
  /** When narrower than all rows. */
  scope?: RowScope;
}

/** Why a granted right is not held: its module is switched off in the licence. */
export type NotInEffectReason = 'moduleNotLicensed';

export interface EffectiveNode {
  path: string;
  /** A translation key (`module:key`). */
  label: string;
  children?: EffectiveNode[];
  sources?: RightSource[];
  /** On an action of an entity whose rows have owners: the rows it reaches. */
  scope?: RowScope;
  /** Set on every node of a granted subtree the user does not hold all the same. */
  notInEffect?: NotInEffectReason;
}

export interface EffectiveRights {
  user: { id: number; name: string; account: string };
  owners: OwnerExplanation[];
  rights: EffectiveNode[];
}
