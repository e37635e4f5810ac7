import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowActionDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { EntityRow } from '../data/EntityRow';
import { ROW_ACTION_ICON_MAP } from '../list/rowActionIcons';

/**
 * The record's buttons, as its `allowedActions` allow: the descriptor's own row actions (share,
 * post, cancel…) first, as the list offers them on the row, then edit, delete and restore.
 */
export function RecordActions({
  row,
  custom = [],
  onCustom = () => undefined,
  onEdit,
  onDelete,
  onRestore,
}: {
  row: EntityRow;
  /** The descriptor's row actions (`list.rowActions`); those the row allows are offered. */
  custom?: readonly RowActionDescriptor[];
  onCustom?: (key: string) => void;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  const allowed = row.allowedActions ?? [];
  return (
    <Space wrap>
      {custom
        .filter((action) => allowed.includes(action.key))
        .map((action) => (
          <Button
            key={action.key}
            icon={action.icon ? ROW_ACTION_ICON_MAP[action.icon] : undefined}
            onClick={() => onCustom(action.key)}
          >
            {t(action.title)}
          </Button>
        ))}
      {allowed.includes('edit') && (
        <Button type="primary" onClick={onEdit}>
          {t('entity:rowAction.edit')}
        </Button>
      )}
      {allowed.includes('delete') && (
        <Button danger onClick={onDelete}>
          {t('entity:rowAction.delete')}
        </Button>
      )}
      {allowed.includes('restore') && <Button onClick={onRestore}>{t('entity:rowAction.restore')}</Button>}
    </Space>
  );
}
