import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../widgets/Button';
import { MenuButton } from '../../../widgets/MenuButton';
import type { EntityRights } from '../data/useEntityRights';
import type { BulkRowActions } from './useBulkRowActions';
import type { ExportFormat } from './exportList';

export interface ListToolbarProps {
  rights: EntityRights;
  selectedCount: number;
  trashedOnly: boolean;
  onTrashedOnly: (only: boolean) => void;
  /** Opens the form of a new row; absent when rows are made otherwise (uploaded files, `list.upload`). */
  onCreate?: (() => void) | undefined;
  onImport: () => void;
  onExport: (format: ExportFormat) => void;
  exporting: boolean;
  onBulkDelete: () => void;
  /** The row actions offered on the selected rows (`bulk` in the descriptor). */
  bulk?: BulkRowActions;
  onBulkAction?: (key: string) => void;
  /** Link to the same entity's board, when it has one. */
  boardLink: string | null;
  /** Link to the same entity's calendar, when it has one. */
  calendarLink?: string | null;
  /** The columns menu (it needs the grid). */
  columnsMenu: React.ReactNode;
}

/**
 * The list's actions, each shown only when the user may use it. The product's own light
 * Button and MenuButton, not antd's: the table route's first load carries no antd menu,
 * button or tooltip code (issue 3's 450 kB budget).
 */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  const deletedId = useId();
  const { rights, selectedCount, trashedOnly } = props;
  return (
    <div className="entity-list__actions">
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
      {props.calendarLink && <Link to={props.calendarLink}>{t('entity:calendar.viewCalendar')}</Link>}
      {rights.import && !trashedOnly && <Button onClick={props.onImport}>{t('entity:import.open')}</Button>}
      {rights.export && !trashedOnly && (
        <MenuButton
          items={[
            { key: 'csv', label: t('entity:export.csv') },
            { key: 'xlsx', label: t('entity:export.xlsx') },
          ]}
          onSelect={(key) => props.onExport(key as ExportFormat)}
          className="atrium-button atrium-button--medium atrium-button--normal atrium-button--default"
          busy={props.exporting}
        >
          {t('entity:export.open')} <span aria-hidden="true">▾</span>
        </MenuButton>
      )}
      {!trashedOnly &&
        selectedCount > 0 &&
        props.bulk?.actions.map((action) => (
          <Button
            key={action.key}
            disabled={props.bulk?.running !== null}
            onClick={() => props.onBulkAction?.(action.key)}
          >
            {t('entity:list.bulkAction', { action: t(action.title), count: selectedCount })}
          </Button>
        ))}
      {rights.delete && !trashedOnly && selectedCount > 0 && (
        <Button color="danger" onClick={props.onBulkDelete}>
          {t('entity:list.deleteSelected', { count: selectedCount })}
        </Button>
      )}
      {rights.create && !trashedOnly && props.onCreate && (
        <Button color="primary" onClick={props.onCreate}>
          <span aria-hidden="true">+</span> {t('entity:list.create')}
        </Button>
      )}
    </div>
  );
}
