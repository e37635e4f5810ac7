import type { TemplateDefinitionInput, TemplateDefinitionView } from '../../../schemas/wf/wfApi';
import { api } from '../../../src/platform/api/apiClient';

/** Where the designer goes back to: the template list in the spec's default view (section 2). */
export const TEMPLATE_LIST = '/wf/admin/manage-forms/list?id=0&activated=1';

const definitionUrl = (templateId: number) => `/api/wf/template/${templateId}/definition`;

/** GET /api/wf/template/{id}/definition: the template's current definition (a 403 shows /403). */
export async function loadDefinition(
  templateId: number,
  signal?: AbortSignal,
): Promise<TemplateDefinitionView> {
  return api.get<TemplateDefinitionView>(definitionUrl(templateId), {
    guardsScreen: true,
    ...(signal ? { signal } : {}),
  });
}

/** PUT /api/wf/template/{id}/definition: saves a new version; 422 errors by path, 409 when the base is stale. */
export async function saveDefinition(
  templateId: number,
  input: TemplateDefinitionInput,
): Promise<TemplateDefinitionView> {
  return api.put<TemplateDefinitionView>(definitionUrl(templateId), input);
}
