import { useTranslation } from 'react-i18next';
import { RowActionPrompt } from './RowActionPrompt';
import type { RowActions } from './useRowActions';

/**
 * The question a descriptor row action asks before it runs (confirm, reason, date), for the row
 * it was chosen on: the list's and the detail screen's, from the same useRowActions.
 * @example <PendingActionPrompt actions={actions} />
 */
export function PendingActionPrompt({
  actions,
}: {
  actions: Pick<RowActions, 'pendingCustom' | 'promptDialog' | 'runCustom'>;
}) {
  const { t } = useTranslation();
  const pending = actions.pendingCustom;
  if (!pending) return null;
  return (
    <RowActionPrompt
      control={actions.promptDialog}
      title={pending.title}
      message={pending.message}
      reason={pending.action.reason}
      dateLabel={pending.action.date ? t(pending.action.date) : undefined}
      confirmText={pending.title}
      onConfirm={(reason, date) => actions.runCustom(pending, reason, date)}
    />
  );
}
