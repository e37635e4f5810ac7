import type { ColumnState, GridApi } from 'ag-grid-community';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PopoverButton } from '../../../widgets/PopoverButton';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { Button } from '../../../widgets/Button';
import type { EntityRow } from '../data/EntityRow';
import { fieldTitle } from '../format/fieldLabels';
import { ACTIONS_COLUMN } from './EntityGrid';

/**
 * Shows and hides list columns; the grid keeps the choice with the rest of the layout, and
 * "Reset columns" returns to the descriptor's defaults (order, widths, columns, sort).
 * @example <ColumnsMenu descriptor={lead} columns={lead.list.columns} state={state} apiRef={grid} onReset={reset} />
 */
export function ColumnsMenu({
  descriptor,
  columns,
  state,
  apiRef,
  onReset,
}: {
  descriptor: EntityDescriptor;
  columns: readonly string[];
  /** The grid's column state as last saved (for the hidden flags). */
  state: readonly ColumnState[];
  apiRef: RefObject<GridApi<EntityRow> | null>;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const hidden = new Set(state.filter((c) => c.hide).map((c) => c.colId));
  const shown = columns.filter((c) => c !== ACTIONS_COLUMN);
  return (
    <PopoverButton label={t('entity:list.columns')}>
      <fieldset className="entity-columns">
        <legend className="entity-sr-only">{t('entity:list.columns')}</legend>
        {shown.map((name) => (
          <label key={name} className="entity-columns__item">
            <input
              type="checkbox"
              checked={!hidden.has(name)}
              // The last visible column stays: a grid without columns helps nobody.
              disabled={!hidden.has(name) && shown.length - hidden.size <= 1}
              onChange={(event) => apiRef.current?.setColumnsVisible([name], event.target.checked)}
            />
            {fieldTitle(t, descriptor, name)}
          </label>
        ))}
      </fieldset>
      <Button className="entity-columns__reset" onClick={onReset}>
        {t('entity:list.resetColumns')}
      </Button>
    </PopoverButton>
  );
}
