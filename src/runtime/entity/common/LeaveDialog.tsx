import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { useDialog } from '../../../widgets/useDialog';
import { ConfirmDialog } from './ConfirmDialog';

/** The question a blocked navigation asks: stay (and keep the changes) or leave without saving. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const dialog = useDialog();
  const { open, close } = dialog;
  const blocked = blocker.state === 'blocked';
  useEffect(() => (blocked ? open() : close()), [blocked, open, close]);
  return (
    <ConfirmDialog
      control={{
        ...dialog,
        // Cancel, the cross and Escape all mean "stay".
        close: () => {
          if (blocker.state === 'blocked') blocker.reset();
          close();
        },
      }}
      title={t('entity:leave.title')}
      message={t('entity:leave.body')}
      confirmText={t('entity:leave.confirm')}
      onConfirm={async () => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
