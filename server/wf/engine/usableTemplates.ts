import type { UsableTemplate } from '../../../schemas/wf/wfApi';
import type { LocalisedText } from '../../../schemas/wf/localisedText';
import { ownersOfUser } from '../../permissions/loadUserPermission';
import { coreDb, type WfDb, type WfTrx } from './wfDatabase';

/** A stored owner list (`d3,g2,u7`; the rules' separators); empty or `all`: everyone. */
function ownerTokens(users: string | null): string[] {
  return (users ?? '').split(/[\s,;]+/).filter((t) => t.length > 0);
}

function usableBy(users: string | null, owners: ReadonlySet<string>): boolean {
  const tokens = ownerTokens(users);
  return tokens.length === 0 || tokens.includes('all') || tokens.some((t) => owners.has(t));
}

/**
 * The templates a user may apply with: active, not deleted, designed (a current version), and
 * open to them (the template's `users` list names them, a department or group of theirs, or is
 * empty for everyone). Ordered by category, then sort and id.
 */
export async function usableTemplates(
  db: WfDb | WfTrx,
  userId: number,
  onlyId?: number,
): Promise<UsableTemplate[]> {
  let query = db
    .selectFrom('wf_templates')
    .select(['id', 'name', 'kind', 'category_id', 'description', 'users', 'current_version_id'])
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .where('current_version_id', 'is not', null)
    .orderBy('category_id')
    .orderBy('sort')
    .orderBy('id');
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const owners = await ownersOfUser(coreDb(db), userId);
  return rows
    .filter((r) => usableBy(r.users, owners))
    .map((r) => ({
      id: r.id,
      name: r.name as LocalisedText,
      kind: r.kind ?? 'general',
      categoryId: r.category_id,
      description: r.description,
      versionId: r.current_version_id!,
    }));
}
