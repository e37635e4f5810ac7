import { hasPermission, type PermissionTree } from '../../../schemas/core/hasPermission';
import { expandOwners } from '../../notifications/expandOwners';
import { coreDb, type WfDb } from './wfDatabase';

/**
 * The sign-off administrators' rights (docs/decisions.md, "Sign-off engine"): `view` sees every
 * application and the running list; `edit` reroutes and ends applications and hands a leaver's
 * items over. A stage whose approvers cannot be found and says `admin` goes to the `edit` holders.
 */
export const WF_SEE_ALL = 'wf.admin.allRunning.actions.view';
export const WF_MANAGE = 'wf.admin.allRunning.actions.edit';

export function canSeeAll(tree: PermissionTree): boolean {
  return hasPermission(tree, WF_SEE_ALL);
}

export function canManage(tree: PermissionTree): boolean {
  return hasPermission(tree, WF_MANAGE);
}

/** Every dotted prefix of a path: a grant of any of them holds the path (buildPermissionTree). */
function prefixes(path: string): string[] {
  const steps = path.split('.');
  return steps.map((_, i) => steps.slice(0, i + 1).join('.'));
}

/** The active users holding WF_MANAGE through any owner (user, department, group). */
export async function findWfAdministrators(db: WfDb): Promise<number[]> {
  const grants = await db
    .selectFrom('rights')
    .select('owner')
    .where('path', 'in', prefixes(WF_MANAGE))
    .execute();
  if (grants.length === 0) return [];
  return (
    await expandOwners(
      coreDb(db),
      grants.map((g) => g.owner),
    )
  ).userIds;
}
