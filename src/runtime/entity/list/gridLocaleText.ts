import type { Translate } from '../../../platform/alerts/formatErrorMessages';

/** The grid's own texts a user can meet here (mostly read by screen readers), translated. */
export function gridLocaleText(t: Translate): Record<string, string> {
  return {
    ariaRowSelectAll: t('entity:grid.selectAll'),
    ariaRowToggleSelection: t('entity:grid.toggleRow'),
    ariaRowSelectionDisabled: t('entity:grid.selectionDisabled'),
    ariaHeaderSelection: t('entity:grid.selectionColumn'),
    ariaSortableColumn: t('entity:grid.sortable'),
    noRowsToShow: t('entity:list.empty'),
    loadingOoo: t('common:loading'),
  };
}
