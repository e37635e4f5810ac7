import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceStatus } from '../../../schemas/wf/wfApi';
import './statusTag.css';

/**
 * An application's state as a tinted word: Draft, Running, Approved... Coloured by our own
 * classes (statusTag.css), not antd's status presets, whose text on their tint is under 4.5:1.
 */
export function StatusTag({ status }: { status: InstanceStatus }) {
  const { t } = useTranslation('wf');
  return <Tag className={`wf-status wf-status--${status}`}>{t(`instance.status.${status}`)}</Tag>;
}
