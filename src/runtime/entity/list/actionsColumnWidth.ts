import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { Translate } from '../../../platform/alerts/formatErrorMessages';

/** The actions column is never narrower than this (the built-in View, Edit and Delete), nor wider than this. */
export const ACTIONS_MIN_WIDTH = 190;
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
 * view, edit and delete and the descriptor's row actions. Of those a field's value chooses
 * between, only the widest set shown together counts: a draft voucher shows Confirm, a posted
 * one Unpost and Reverse, never all three. The grid draws the cells as plain DOM, so the column
 * is sized from the texts rather than measured.
 * @example actionsColumnWidth(templates, t) // 470 for View, Edit, Delete, Design, Deactivate, Copy
 */
export function actionsColumnWidth(descriptor: EntityDescriptor, t: Translate): number {
  const width = (texts: readonly string[]) =>
    texts.reduce((sum, text) => sum + textWidth(text) + BUTTON_PADDING, 0);
  const texts = [t('entity:rowAction.view'), t('entity:rowAction.edit'), t('entity:rowAction.delete')];
  // field → value → the titles of the actions shown on rows with that value.
  const byValue = new Map<string, Map<string, string[]>>();
  for (const action of descriptor.list.rowActions ?? []) {
    const text = t(action.title);
    if (!action.when) {
      texts.push(text);
      continue;
    }
    const values = byValue.get(action.when.field) ?? new Map<string, string[]>();
    const key = JSON.stringify(action.when.equals);
    values.set(key, [...(values.get(key) ?? []), text]);
    byValue.set(action.when.field, values);
  }
  let total = CELL_PADDING + width(texts);
  for (const values of byValue.values()) total += Math.max(...[...values.values()].map(width));
  return Math.round(Math.min(ACTIONS_MAX_WIDTH, Math.max(ACTIONS_MIN_WIDTH, total)));
}
