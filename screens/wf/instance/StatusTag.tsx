import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceStatus } from '../../../schemas/wf/wfApi';

/** antd's status presets, drawn from the theme's tokens (light and dark). */
const COLOURS: Record<InstanceStatus, string> = {
  draft: 'default',
  running: 'processing',
  returned: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  ended: 'default',
};

/** An application's state as a coloured word: Draft, Running, Approved... */
export function StatusTag({ status }: { status: InstanceStatus }) {
  const { t } = useTranslation('wf');
  return (
    <Tag color={COLOURS[status]} className="wf-status">
      {t(`instance.status.${status}`)}
    </Tag>
  );
}
