/**
 * The levels of an access list's grant (docs/guide-access-lists.md), each including the ones
 * before it: `read` sees the row (list, record, download, search), `edit` changes it and files
 * new rows under it, `manage` also deletes it and changes who has access to it.
 */
export const ACCESS_LEVELS = ['read', 'edit', 'manage'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** A level as stored (`access_entries.level`): 1 read, 2 edit, 3 manage. */
export function accessRank(level: AccessLevel): number {
  return ACCESS_LEVELS.indexOf(level) + 1;
}

/** The level a stored rank stands for. */
export function accessLevelOfRank(rank: number): AccessLevel {
  return ACCESS_LEVELS[Math.min(Math.max(rank, 1), 3) - 1] as AccessLevel;
}

/**
 * The level an entity action needs on a row: reading ones need read; removing one and changing
 * its access list (`access`) need manage; the rest edit.
 */
export function accessLevelFor(action: string): AccessLevel {
  if (action === 'view' || action === 'export' || action === 'print') return 'read';
  if (action === 'delete' || action === 'restore' || action === 'access') return 'manage';
  return 'edit';
}
