import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { useCachedList } from '../../../src/platform/cache/useCachedList';

/** A template's current form as the caller's cached list gives it (GET /api/wf/template-definition). */
export interface UsableDefinition {
  templateId: number;
  versionId: number;
  versionNo: number;
  form: FormDefinition;
}

/**
 * The current form of a template the caller may apply with, from the spec's cached list of
 * template definitions (the flow stays on the server: who signs comes from the preview).
 * `undefined` while the list loads; `null` when the template is not in it (not usable).
 */
export function useTemplateDefinition(templateId: number | null): {
  definition: UsableDefinition | null | undefined;
  error: unknown;
} {
  const list = useCachedList<UsableDefinition>(templateId === null ? null : '/api/wf/template-definition');
  if (templateId === null) return { definition: null, error: null };
  const found = list.items.find((item) => item.templateId === templateId);
  if (found) return { definition: found, error: null };
  if (list.error) return { definition: undefined, error: list.error };
  return { definition: list.status === 'update' ? undefined : null, error: null };
}
