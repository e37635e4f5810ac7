import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { labelOfRow } from '../../../../schemas/core/richtext/labelOfRow';

/**
 * The label of a row of a pick list (`GET {api}/all`): a caller without the entity's view
 * right gets `{id, label}` with the label already in their language, a viewer whole rows
 * labelled by the labelField.
 * @example pickRowLabel(organisation, { id: 3, label: 'Acme' }, 'en') // 'Acme'
 */
export function pickRowLabel(
  target: Pick<EntityDescriptor, 'labelField'>,
  row: object,
  language: string,
): string {
  // Any row shape: the entity runtime's rows and the hand-written screens' typed ones.
  const fields = row as Readonly<Record<string, unknown>>;
  if (!(target.labelField in fields) && typeof fields.label === 'string') return fields.label;
  return labelOfRow(target, fields, language);
}
