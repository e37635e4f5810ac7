import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EntityDescriptor, RowActionDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { hasPermission } from '../../../../schemas/core/hasPermission';
import { useAlert } from '../../../platform/alerts/useAlert';
import { api } from '../../../platform/api/apiClient';
import { useSession } from '../../../platform/session/useSession';
import { useEntityCacheRefresh } from '../data/useEntityCacheRefresh';

export interface BulkRowActions {
  /** The descriptor's `bulk` row actions the user holds the right of. */
  actions: readonly RowActionDescriptor[];
  /** The action being done, while its request runs. */
  running: string | null;
  /** Does the action to these rows at once: all or none; the server's refusal names each row. */
  run: (action: RowActionDescriptor, ids: readonly number[]) => Promise<void>;
}

/**
 * The row actions a list offers on the rows the user selects (`bulk: true` in the descriptor,
 * docs/guide-admin-screen.md "Row actions"): `POST {api}/actions/{key}` `{ids}`; a link action's
 * `bulkLink` opens its page for the selection instead.
 * @example const bulk = useBulkRowActions(voucher, reload); bulk.run(confirm, [3, 4])
 */
export function useBulkRowActions(descriptor: EntityDescriptor, afterWrite: () => void): BulkRowActions {
  const { t } = useTranslation();
  const alert = useAlert();
  const refresh = useEntityCacheRefresh();
  const tree = useSession()?.user.userPermission;
  const [running, setRunning] = useState<string | null>(null);
  const navigate = useNavigate();
  const actions = useMemo(
    () =>
      (descriptor.list.rowActions ?? []).filter(
        (a) =>
          (a.bulk || a.bulkLink) &&
          hasPermission(tree, `${descriptor.permission}.actions.${a.right ?? 'edit'}`),
      ),
    [descriptor, tree],
  );
  const run = useCallback(
    async (action: RowActionDescriptor, ids: readonly number[]) => {
      // A link opens its page for the selection (`bulkLink`, the selected ids as `{ids}`).
      if (action.bulkLink) {
        void navigate(action.bulkLink.replace('{ids}', ids.join(',')));
        return;
      }
      setRunning(action.key);
      try {
        const answer = await api.post<{ done: number }>(`${descriptor.api}/actions/${action.key}`, { ids });
        alert.success(t('entity:rowAction.bulkDone', { action: t(action.title), count: answer.done }));
        void refresh(descriptor);
        afterWrite();
      } catch (error) {
        alert.error(error);
      } finally {
        setRunning(null);
      }
    },
    [descriptor, alert, t, refresh, afterWrite, navigate],
  );
  return { actions, running, run };
}
