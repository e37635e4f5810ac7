import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntityRights } from '../data/useEntityRights';
import type { ExportFormat } from './exportList';

export interface ListToolbarProps {
  rights: EntityRights;
  selectedCount: number;
  trashedOnly: boolean;
  onTrashedOnly: (only: boolean) => void;
  onCreate: () => void;
  onImport: () => void;
  onExport: (format: ExportFormat) => void;
  exporting: boolean;
  onBulkDelete: () => void;
  /** Link to the same entity's board, when it has one. */
  boardLink: string | null;
  /** The columns menu (it needs the grid). */
  columnsMenu: React.ReactNode;
}

/** The list's actions, each shown only when the user may use it. */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  const deletedId = useId();
  const { rights, selectedCount, trashedOnly } = props;
  return (
    <Space wrap className="entity-list__actions">
      {rights.delete && (
        <span className="entity-list__deleted">
          <input
            id={deletedId}
            type="checkbox"
            role="switch"
            aria-checked={trashedOnly}
            checked={trashedOnly}
            onChange={(event) => props.onTrashedOnly(event.target.checked)}
          />
          <label htmlFor={deletedId}>{t('entity:list.showDeleted')}</label>
        </span>
      )}
      {props.columnsMenu}
      {props.boardLink && <Link to={props.boardLink}>{t('entity:board.viewBoard')}</Link>}
      {rights.import && !trashedOnly && <Button onClick={props.onImport}>{t('entity:import.open')}</Button>}
      {rights.export && !trashedOnly && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'csv', label: t('entity:export.csv') },
              { key: 'xlsx', label: t('entity:export.xlsx') },
            ],
            onClick: ({ key }) => props.onExport(key as ExportFormat),
          }}
        >
          <Button loading={props.exporting}>
            {t('entity:export.open')} <DownOutlined aria-hidden="true" />
          </Button>
        </Dropdown>
      )}
      {rights.delete && !trashedOnly && selectedCount > 0 && (
        <Button danger onClick={props.onBulkDelete}>
          {t('entity:list.deleteSelected', { count: selectedCount })}
        </Button>
      )}
      {rights.create && !trashedOnly && (
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={props.onCreate}>
          {t('entity:list.create')}
        </Button>
      )}
    </Space>
  );
}
