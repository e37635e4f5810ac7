import type { UsableTemplate } from '../../../schemas/wf/wfApi';
import { useCachedList } from '../../../src/platform/cache/useCachedList';

/**
 * A category of GET /api/wf/template-category/user: one the caller may apply in, with the
 * templates they may use there; `id` and `name` are null for the templates in no category.
 */
export interface UserTemplateCategory {
  id: number | null;
  name: string | null;
  parent_id: number | null;
  sort: number | null;
  templates: UsableTemplate[];
}

/** The categories and templates the caller may apply with. */
export interface UsableTemplates {
  categories: UserTemplateCategory[];
  templates: UsableTemplate[];
  loading: boolean;
  error: unknown;
}

/**
 * What the caller may apply with, by category: the spec's cached list
 * /api/wf/template-category/user (checked on the server, shared by every screen, refreshed by
 * the server's CacheUpdated when a template or category changes).
 */
export function useUsableTemplates(): UsableTemplates {
  const list = useCachedList<UserTemplateCategory>('/api/wf/template-category/user');
  return {
    categories: list.items,
    templates: list.items.flatMap((category) => category.templates),
    loading: list.status === 'update' && list.items.length === 0,
    error: list.error,
  };
}
