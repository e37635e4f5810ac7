/** The levels of an access list's grant, each including the ones before it (schemas/core/accessLevels.ts). */
export type AccessLevel = 'read' | 'edit' | 'manage';
export const ACCESS_LEVEL_ORDER: readonly AccessLevel[] = ['read', 'edit', 'manage'];

export interface AccessEntry {
  owner: string;
  level: AccessLevel;
}

/** GET {api}/:id/access (server/resources/access/registerAccessRoutes.ts). */
export interface AccessListAnswer {
  inherit: boolean;
  entries: AccessEntry[];
  inherited: Array<AccessEntry & { from: { entity: string; id: number; label: string | null } }>;
  can_manage: boolean;
  /** Display names of every owner shown. */
  names: Record<string, string>;
}

/**
 * The grants a row keeps when its inheritance is broken: its own, and each inherited one it
 * lacks, at the highest level any row above gave it, so breaking changes nobody's access until
 * the list is edited (what Windows and SharePoint do on "stop inheriting").
 * @example keepInherited([{owner:'u1',level:'read'}], [{owner:'u1',level:'edit'},{owner:'d2',level:'read'}])
 *   // [{owner:'u1',level:'edit'},{owner:'d2',level:'read'}]
 */
export function keepInherited(own: readonly AccessEntry[], inherited: readonly AccessEntry[]): AccessEntry[] {
  const levels = new Map<string, AccessLevel>();
  for (const entry of [...own, ...inherited]) {
    const held = levels.get(entry.owner);
    if (!held || ACCESS_LEVEL_ORDER.indexOf(entry.level) > ACCESS_LEVEL_ORDER.indexOf(held))
      levels.set(entry.owner, entry.level);
  }
  return [...levels].map(([owner, level]) => ({ owner, level }));
}

/** Adds owners at a level; an owner already on the list takes the new level. */
export function withOwners(
  entries: readonly AccessEntry[],
  owners: readonly string[],
  level: AccessLevel,
): AccessEntry[] {
  const rest = entries.filter((e) => !owners.includes(e.owner));
  return [...rest, ...owners.map((owner) => ({ owner, level }))];
}
