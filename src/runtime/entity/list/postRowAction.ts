import type { RowActionDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { api } from '../../../platform/api/apiClient';
import type { EntityRow } from '../data/EntityRow';

/**
 * Posts a descriptor row action for a row: `POST {api}/{id}/actions/{key}` with the row's version
 * (a stale one gets 409) and the reason, or `POST {api}/{id}/{route}` for a route of the module's
 * own (with the reason only). Link actions are not posted: they open their page.
 * @example await postRowAction('/api/wf/template', row, deactivate, null)
 */
export async function postRowAction(
  base: string,
  row: EntityRow,
  action: RowActionDescriptor,
  reason: string | null,
  /** The date the action asked for, when one was chosen. */
  date: string | null = null,
): Promise<unknown> {
  if (action.route !== undefined)
    return api.post(`${base}/${row.id}/${action.route}`, reason === null ? {} : { reason });
  return api.post(`${base}/${row.id}/actions/${action.key}`, {
    version: row.version,
    ...(reason === null ? {} : { reason }),
    ...(date === null ? {} : { date }),
  });
}
