import { useTranslation } from 'react-i18next';
import type { EntityDescriptor, RowActionIcon } from '../../../../schemas/core/entityDescriptorSchema';
import { localeTag } from '../../../platform/i18n/languages';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { EntityRow } from '../data/EntityRow';
import { fieldTitle } from '../format/fieldLabels';
import { formatFieldValue } from '../format/formatFieldValue';
import { useOwnerLabels } from '../format/useOwnerLabels';
import type { RowActionsContext } from './gridCells';
import { ROW_ACTION_ICON_MAP } from './rowActionIcons';

/** A row action's icon on a card, when its descriptor names one. */
const iconOf = (icon: RowActionIcon | undefined) =>
  icon ? <span className="entity-row-action__icon">{ROW_ACTION_ICON_MAP[icon]}</span> : null;

/**
 * The fields a phone card shows under its label: the descriptor's `list.cardFields`, else the
 * first three list columns other than the label.
 * @example cardFieldsOf(lead) // ['organization_id', 'pipeline_stage_id', 'expected_amount']
 */
export function cardFieldsOf(descriptor: EntityDescriptor): string[] {
  return (
    descriptor.list.cardFields ??
    descriptor.list.columns.filter((c) => c !== descriptor.labelField).slice(0, 3)
  );
}

/**
 * A list's page of rows as cards, for phones when the descriptor asks for it (`list.phone:
 * "cards"`): each card names its row (a button that opens it), shows a few key fields and the
 * row's actions. Nothing scrolls sideways.
 * @example <EntityCardList descriptor={lead} rows={rows} actions={actions.grid} />
 */
export function EntityCardList({
  descriptor,
  rows,
  actions,
  label,
}: {
  descriptor: EntityDescriptor;
  rows: readonly EntityRow[];
  actions: RowActionsContext;
  /** The list's accessible name (the page title). */
  label: string;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const locale = localeTag(language);
  const owners = useOwnerLabels(descriptor);
  const fields = cardFieldsOf(descriptor);
  return (
    <ul className="entity-cards" aria-label={label}>
      {rows.map((row) => {
        const name = actions.labelOf(row);
        const rowActions = actions.actionsFor(row);
        const opens = rowActions.includes('view') || rowActions.includes('edit');
        return (
          <li key={row.id} className="entity-card">
            <h2 className="entity-card__title">
              {opens ? (
                <button type="button" className="entity-card__open" onClick={() => actions.openRow(row)}>
                  {name}
                </button>
              ) : (
                name
              )}
            </h2>
            <dl className="entity-card__fields">
              {fields.map((field) => (
                <div key={field} className="entity-card__field">
                  <dt>{fieldTitle(t, descriptor, field)}</dt>
                  <dd>{formatFieldValue(descriptor, field, row, t, locale, { owners })}</dd>
                </div>
              ))}
            </dl>
            {rowActions.length > 0 && (
              <div className="entity-card__actions">
                {rowActions.map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={
                      action === 'delete'
                        ? 'entity-row-action entity-row-action--danger'
                        : 'entity-row-action'
                    }
                    aria-label={actions.textOf(action, name).label}
                    onClick={() => actions.onAction(row, action)}
                  >
                    {iconOf(actions.textOf(action, name).icon)}
                    {actions.textOf(action, name).text}
                  </button>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
