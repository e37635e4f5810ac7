import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { Translate } from '../../../platform/alerts/formatErrorMessages';

/** The actions column is never narrower than this (the built-in Edit and Delete), nor wider than this. */
export const ACTIONS_MIN_WIDTH = 180;
const ACTIONS_MAX_WIDTH = 560;
/** A button's padding (8 px each side, entity-row-action) and the cell's own (16 px a side). */
const BUTTON_PADDING = 16;
const CELL_PADDING = 32;

/** A rough width of a text in the grid's 14 px font: wide CJK characters count double. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? 14 : 7.5;
  return width;
}

/**
 * How wide the actions column starts so a row's buttons fit without being cut: the built-in
 * edit and delete and the descriptor's row actions (of those shown by the same field's value,
 * only the widest, since a row shows one of them). The grid draws the cells as plain DOM, so
 * the column is sized from the texts rather than measured.
 * @example actionsColumnWidth(templates, t) // 420 for Edit, Delete, Design, Deactivate, Copy
 */
export function actionsColumnWidth(descriptor: EntityDescriptor, t: Translate): number {
  const texts = [t('entity:rowAction.edit'), t('entity:rowAction.delete')];
  const byField = new Map<string, string>();
  for (const action of descriptor.list.rowActions ?? []) {
    const text = t(action.title);
    const field = action.when?.field;
    if (field === undefined) texts.push(text);
    else if (textWidth(text) > textWidth(byField.get(field) ?? '')) byField.set(field, text);
  }
  texts.push(...byField.values());
  const width = texts.reduce((sum, text) => sum + textWidth(text) + BUTTON_PADDING, CELL_PADDING);
  return Math.round(Math.min(ACTIONS_MAX_WIDTH, Math.max(ACTIONS_MIN_WIDTH, width)));
}
