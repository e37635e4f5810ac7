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

export interface EffectiveNode {
  path: string;
  /** A translation key (`module:key`). */
  label: string;
  children?: EffectiveNode[];
  sources?: RightSource[];
}

export interface EffectiveRights {
  user: { id: number; name: string; account: string };
  owners: OwnerExplanation[];
  rights: EffectiveNode[];
}
