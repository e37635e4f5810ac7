import type { UsableTemplate } from '../../../schemas/wf/wfApi';
import type { UserTemplateCategory } from './useUsableTemplates';

/** A heading of the select-form screen and the templates under it. */
export interface TemplateGroup {
  /** The category id; null for the templates in no category. */
  id: number | null;
  name: string | null;
  templates: UsableTemplate[];
}

/**
 * The caller's categories in the server's order (the templates in none last), each with the
 * templates whose name (in the interface language), description or category name contains the
 * search text; categories left empty by the search are dropped.
 * @example groupTemplates(categories, (t) => format.text(t.name), '請購')
 */
export function groupTemplates(
  categories: readonly UserTemplateCategory[],
  nameOf: (template: UsableTemplate) => string,
  search: string,
): TemplateGroup[] {
  const needle = search.trim().toLowerCase();
  const ordered = [...categories.filter((c) => c.id !== null), ...categories.filter((c) => c.id === null)];
  return ordered
    .map((category) => ({
      id: category.id,
      name: category.name,
      templates: category.templates.filter((template) =>
        `${nameOf(template)} ${template.description ?? ''} ${category.name ?? ''}`
          .toLowerCase()
          .includes(needle),
      ),
    }))
    .filter((group) => group.templates.length > 0);
}
