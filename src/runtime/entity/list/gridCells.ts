import type { ICellRendererParams } from 'ag-grid-community';
import type { RowActionIcon } from '../../../../schemas/core/entityDescriptorSchema';
import type { EntityRow, RowAction } from '../data/EntityRow';

/** What the actions column needs; read at click time, so a newer screen state is always used. */
export interface RowActionsContext {
  /** The actions to offer on a row: its `allowedActions` that this screen can carry out. */
  actionsFor: (row: EntityRow) => RowAction[];
  /** A button's text and its name for screen readers, e.g. `Deactivate` and `Deactivate “Leave”`. */
  textOf: (action: RowAction, name: string) => { text: string; label: string; icon?: RowActionIcon };
  onAction: (row: EntityRow, action: RowAction) => void;
  /** Opens the row (a click on it, or Enter): its view, else its edit, when it has either. */
  openRow: (row: EntityRow) => void;
  /** The row's name for screen readers (`Edit “Acme renewal”`). */
  labelOf: (row: EntityRow) => string;
}

/**
 * The actions cell: one button per action the row allows. Plain DOM (the grid's
 * own cell renderer API), so the list needs no React adapter for the grid.
 */
export function actionsCell(context: () => RowActionsContext | null) {
  return ({ data }: ICellRendererParams<EntityRow>): HTMLElement => {
    const cell = document.createElement('span');
    cell.className = 'entity-row-actions';
    const actions = context();
    if (!data || !actions) return cell;
    const name = actions.labelOf(data);
    for (const action of actions.actionsFor(data)) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className =
        action === 'delete' ? 'entity-row-action entity-row-action--danger' : 'entity-row-action';
      const { text, label } = actions.textOf(action, name);
      button.textContent = text;
      button.setAttribute('aria-label', label);
      button.addEventListener('click', () => context()?.onAction(data, action));
      cell.append(button);
    }
    return cell;
  };
}

/** A colour value shown as a swatch beside its code. */
export function colourCell({ value }: ICellRendererParams<EntityRow>): HTMLElement | string {
  if (typeof value !== 'string' || value === '') return '';
  const cell = document.createElement('span');
  cell.className = 'entity-colour';
  const swatch = document.createElement('span');
  swatch.className = 'entity-colour__swatch';
  swatch.style.background = value;
  swatch.setAttribute('aria-hidden', 'true');
  cell.append(swatch, value);
  return cell;
}
