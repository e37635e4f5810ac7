import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { hasPermission } from '../../../schemas/core/hasPermission';
import type { LocalisedText } from '../../../schemas/wf/localisedText';
import type { UsableTemplate } from '../../../schemas/wf/wfApi';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { usableTemplates } from '../engine/usableTemplates';
import { wfDb } from '../engine/wfDatabase';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { kindForm } from '../kinds/kindForm';
import type { WfKindRegistry } from '../kinds/WfKind';

/** A category as the cached lists give it. */
interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number | null;
  is_active: boolean;
}

/** A category of `/api/wf/template-category/user`: `id` and `name` null for templates in none. */
type UserCategory = Omit<CategoryRow, 'id' | 'name'> & {
  id: number | null;
  name: string | null;
  templates: UsableTemplate[];
};

/** Anyone who uses or administers sign-off reads the names of its categories and templates. */
function mayRead(request: FastifyRequest): void {
  const tree = requireAuth(request).userPermission;
  if (!hasPermission(tree, 'wf.use') && !hasPermission(tree, 'wf.admin'))
    throw new HttpError(403, translate(request.lang, 'auth:forbidden'));
}

/** The lists of what a user may apply with need the right to apply. */
function mayApply(request: FastifyRequest): number {
  const auth = requireAuth(request);
  if (!hasPermission(auth.userPermission, 'wf.use'))
    throw new HttpError(403, translate(request.lang, 'auth:forbidden'));
  return auth.userId;
}

/**
 * The sign-off's cached lists (spec section 7, "Cached GETs"; the web caches them with
 * useCachedList and refetches on `CacheUpdated`, which the templates' and categories' writes
 * announce through their rules' `cachedLists`):
 * - `GET /api/wf/template-category`: every live category: the roots, then the children of each parent, in order
 *   (`wf.use` or `wf.admin`);
 * - `GET /api/wf/template-category/user`: the categories holding templates the caller may apply
 *   with, each with those templates (usableTemplates: active, designed, open to them); templates
 *   in no category come last under `id: null` (`wf.use`);
 * - `GET /api/wf/template`: every live template, active or not, with its name in four languages
 *   (lists of applications name their template) (`wf.use` or `wf.admin`);
 * - `GET /api/wf/template-definition`: the current form of each template the caller may apply
 *   with, by version (`wf.use`). The flow stays with the designer and the engine: an applicant
 *   sees who will sign through the preview.
 */
export function registerWfCachedLists(app: FastifyInstance, ctx: AppContext, kinds: WfKindRegistry): void {
  const db = wfDb(ctx.db);
  const config = { access: 'authenticated' as const };

  const categories = async (): Promise<CategoryRow[]> =>
    (
      await sql<CategoryRow>`
        select id, parent_id, name, sort, is_active from wf_template_categories
        where deleted_at is null
        order by parent_id nulls first, sort, id`.execute(ctx.db)
    ).rows;

  app.get('/api/wf/template-category', { config }, async (request) => {
    mayRead(request);
    return { data: await categories() };
  });

  app.get('/api/wf/template-category/user', { config }, async (request) => {
    const userId = mayApply(request);
    const usable = await usableTemplates(db, userId);
    const all = await categories();
    const byCategory = new Map<number | null, typeof usable>();
    for (const template of usable)
      byCategory.set(template.categoryId, [...(byCategory.get(template.categoryId) ?? []), template]);
    const data: UserCategory[] = all
      .filter((c) => byCategory.has(c.id))
      .map((c) => ({ ...c, templates: byCategory.get(c.id)! }));
    // A template whose category was deleted is shown with those in none.
    const known = new Set(all.map((c) => c.id));
    const loose = usable.filter((t) => t.categoryId === null || !known.has(t.categoryId));
    if (loose.length > 0)
      data.push({ id: null, parent_id: null, name: null, sort: null, is_active: true, templates: loose });
    return { data };
  });

  app.get('/api/wf/template', { config }, async (request) => {
    mayRead(request);
    const rows = await sql<{
      id: number;
      name: LocalisedText;
      category_id: number | null;
      kind: string;
      number_prefix: string | null;
      description: string | null;
      is_active: boolean;
      sort: number | null;
      current_version_id: number | null;
    }>`
      select id, name, category_id, kind, number_prefix, description, is_active, sort, current_version_id
      from wf_templates where deleted_at is null
      order by category_id nulls last, sort, id`.execute(ctx.db);
    return { data: rows.rows };
  });

  app.get('/api/wf/template-definition', { config }, async (request) => {
    const userId = mayApply(request);
    const usable = await usableTemplates(db, userId);
    if (usable.length === 0) return { data: [] };
    const versions = await sql<{
      id: number;
      template_id: number;
      version_no: number;
      form: FormDefinition;
      kind: string;
    }>`
      select v.id, v.template_id, v.version_no, v.form, t.kind from wf_template_versions v
      join wf_templates t on t.id = v.template_id
      where v.id in (${sql.join(usable.map((t) => t.versionId))})`.execute(ctx.db);
    const byId = new Map(versions.rows.map((v) => [v.id, v]));
    const data = [];
    for (const t of usable) {
      const version = byId.get(t.versionId);
      if (!version) continue;
      // A module's kind fills its select fields from its own rows (a leave form's leave types).
      const form = await kindForm(kinds.get(version.kind), version.form, ctx.db, true);
      data.push({ templateId: t.id, versionId: version.id, versionNo: version.version_no, form });
    }
    return { data };
  });
}
