import { useEffect, useState } from 'react';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { useAlert } from '../../platform/alerts/useAlert';
import { api } from '../../platform/api/apiClient';
import { useSettingsRuntime } from '../settings/SettingsRuntimeContext';
import { toDraft } from '../settings/settingsDraft';

/**
 * The editable draft of a task's or report's parameters, filled from `GET {api}` (the defaults the
 * server works out: this year, this month) and over them `given` (a report's address); null
 * until they arrive. A 403 guards the screen.
 * @example const [draft, setDraft] = useParamsDraft(descriptor.api, paramsDescriptor)
 */
export function useParamsDraft(apiPath: string, params: SettingsDescriptor, given?: Record<string, unknown>) {
  const alert = useAlert();
  const { widgets } = useSettingsRuntime();
  const [draft, setDraft] = useState<Record<string, unknown> | null>(null);
  // `given` is read once, when the screen opens: later changes of the address are the form's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `given` is deliberately left out.
  useEffect(() => {
    let current = true;
    api
      .get<{ data: { params: Record<string, unknown> } }>(apiPath, { guardsScreen: true })
      .then((answer) => current && setDraft(toDraft(params, { ...answer.data.params, ...given }, widgets)))
      .catch((error: unknown) => current && alert.error(error));
    return () => {
      current = false;
    };
  }, [apiPath, params, widgets, alert]);
  return [draft, setDraft] as const;
}
