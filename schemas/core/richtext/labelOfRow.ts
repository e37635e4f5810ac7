import type { EntityDescriptor } from '../entityDescriptorSchema';
import { i18nLabel } from './i18nText';

/**
 * What a row is called (its labelField) as text in the reader's language: an i18nText
 * label by the fallback order, a reference by its label, anything else as is, `#id` when it has none.
 * @example labelOfRow(leaveType, row, 'jp') // '病気休暇'
 */
export function labelOfRow(
  descriptor: Pick<EntityDescriptor, 'labelField'>,
  row: Readonly<Record<string, unknown>>,
  language: string,
): string {
  // A reference as the label (a delegation is called by its person) reads its `_label`.
  const referenced = row[`${descriptor.labelField}_label`];
  const value = typeof referenced === 'string' ? referenced : row[descriptor.labelField];
  const text = value !== null && typeof value === 'object' ? i18nLabel(value, language) : String(value ?? '');
  return text === '' ? `#${String(row.id)}` : text;
}
