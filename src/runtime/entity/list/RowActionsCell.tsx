import type { CustomCellRendererProps } from 'ag-grid-react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityRow, RowAction } from '../data/EntityRow';

/** What the actions column gets through the grid's context. */
export interface RowActionsContext {
  /** The actions to offer on a row: its `allowedActions` that this screen can carry out. */
  actionsFor: (row: EntityRow) => RowAction[];
  onAction: (row: EntityRow, action: RowAction) => void;
  /** The row's name for screen readers (`Edit “Acme renewal”`). */
  labelOf: (row: EntityRow) => string;
}

/** A row's buttons (view, edit, delete, restore), only those the row allows. */
export function RowActionsCell({ data, context }: CustomCellRendererProps<EntityRow, unknown, RowActionsContext>) {
  const { t } = useTranslation();
  if (!data || !context) return null;
  const label = context.labelOf(data);
  return (
    <Space size={0}>
      {context.actionsFor(data).map((action) => (
        <Button
          key={action}
          type="link"
          size="small"
          danger={action === 'delete'}
          aria-label={t(`entity:rowAction.${action}Named`, { name: label })}
          onClick={() => context.onAction(data, action)}
        >
          {t(`entity:rowAction.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
