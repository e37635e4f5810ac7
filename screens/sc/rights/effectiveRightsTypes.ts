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
}

/** Why a granted right is not held: its module is switched off in the licence. */
export type NotInEffectReason = 'moduleNotLicensed';

export interface EffectiveNode {
  path: string;
  /** A translation key (`module:key`). */
  label: string;
  children?: EffectiveNode[];
  sources?: RightSource[];
  /** Set on every node of a granted subtree the user does not hold all the same. */
  notInEffect?: NotInEffectReason;
}

export interface EffectiveRights {
  user: { id: number; name: string; account: string };
  owners: OwnerExplanation[];
  rights: EffectiveNode[];
}
