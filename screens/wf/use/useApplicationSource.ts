import useSWR from 'swr';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import type { LocalisedText } from '../../../schemas/wf/localisedText';
import type { InstanceView } from '../../../schemas/wf/wfApi';
import { INSTANCE_API, instanceApi, type WfFile } from '../instance/instanceApi';
import { useTemplateDefinition } from './useTemplateDefinition';
import { useUsableTemplates } from './useUsableTemplates';

/** What the filling form starts from: a template (a new application), or a draft or returned one. */
export interface ApplicationSource {
  templateId: number;
  templateName: LocalisedText | undefined;
  form: FormDefinition;
  instanceId: number | null;
  version: number | null;
  status: InstanceView['status'] | null;
  values: Record<string, unknown>;
  files: WfFile[];
}

/**
 * Loads what the filling form needs: `?template=` takes the template's current definition from
 * the cached list; `?id=` the application (a draft, or one returned to its applicant), with its
 * own form, values and files. `source` stays undefined while loading; `error` says why it cannot open.
 */
export function useApplicationSource(
  templateParam: number | null,
  idParam: number | null,
): { source: ApplicationSource | undefined; error: unknown; notUsable: boolean } {
  const instance = useSWR<InstanceView>(
    idParam === null ? null : `${INSTANCE_API}/${idParam}`,
    () => instanceApi.get(idParam as number),
    { revalidateOnFocus: false, revalidateIfStale: true, shouldRetryOnError: false },
  );
  const { definition, error } = useTemplateDefinition(idParam === null ? templateParam : null);
  const usable = useUsableTemplates();
  if (instance.error) return { source: undefined, error: instance.error, notUsable: false };
  if (idParam !== null) {
    // A draft or a returned application opens with its own form.
    const view = instance.data;
    if (!view) return { source: undefined, error: null, notUsable: false };
    return {
      source: {
        templateId: view.template.id,
        templateName: view.template.name,
        form: view.form,
        instanceId: view.id,
        version: view.version,
        status: view.status,
        values: view.values,
        files: view.files,
      },
      error: null,
      notUsable: false,
    };
  }
  if (templateParam === null) return { source: undefined, error: null, notUsable: true };
  if (definition === undefined) return { source: undefined, error, notUsable: false };
  if (definition === null) return { source: undefined, error: null, notUsable: true };
  return {
    source: {
      templateId: templateParam,
      templateName: usable.templates.find((template) => template.id === templateParam)?.name,
      form: definition.form,
      instanceId: null,
      version: null,
      status: null,
      values: {},
      files: [],
    },
    error: null,
    notUsable: false,
  };
}
