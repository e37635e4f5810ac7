import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityRow } from '../data/EntityRow';

/** The record's buttons, as its `allowedActions` allow. */
export function RecordActions({
  row,
  onEdit,
  onDelete,
  onRestore,
}: {
  row: EntityRow;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  const allowed = row.allowedActions ?? [];
  return (
    <Space wrap>
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
