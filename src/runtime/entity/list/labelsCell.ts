import type { ICellRendererParams } from 'ag-grid-community';
import type { EntityRow } from '../data/EntityRow';
import { referencesLabels } from '../format/formatFieldValue';

/**
 * The cell of a `references` column: each label as a small tag. Plain DOM, like
 * the grid's other cells; the tags are a list, so screen readers count them.
 * @example cellRenderer: labelsCell('tag_ids')
 */
export function labelsCell(name: string) {
  return ({ data }: ICellRendererParams<EntityRow>): HTMLElement | string => {
    const labels = data ? referencesLabels(name, data) : [];
    if (labels.length === 0) return '';
    const list = document.createElement('ul');
    list.className = 'entity-tags';
    for (const label of labels) {
      const item = document.createElement('li');
      item.className = 'entity-tag';
      item.textContent = label;
      list.append(item);
    }
    return list;
  };
}
