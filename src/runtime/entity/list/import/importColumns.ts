import type { EntityDescriptor } from '../../../../../schemas/core/entityDescriptorSchema';
import type { Translate } from '../../../../platform/alerts/formatErrorMessages';
import { fieldOf, fieldsOf } from '../../format/fieldLabels';

/** The titles of a descriptor's fields an import writes, in the form's order when it gives one. */
function writableTitles(t: Translate, descriptor: EntityDescriptor, names?: readonly string[]): string[] {
  const order =
    names ?? descriptor.form?.sections?.flatMap((s) => s.fields) ?? Object.keys(fieldsOf(descriptor));
  return order.flatMap((name) => {
    const field = fieldOf(descriptor, name);
    return field && !field.readOnly ? [t(field.title)] : [];
  });
}

/**
 * The headers an import file of this entity may have, as the screen lists them. A document whose
 * lines are imported (`lines.importGroup`): the grouping column first, then the document's form fields, then its line columns
 * (each row of the file is one line; planDocumentImport on the server reads them so).
 * @example importColumns(t, voucher, voucherLine) // ['Voucher', 'Voucher type', …, 'Account', 'Debit', …]
 */
export function importColumns(
  t: Translate,
  descriptor: EntityDescriptor,
  lineDescriptor: EntityDescriptor | null,
): string[] {
  const group = descriptor.lines?.importGroup;
  if (!descriptor.lines || !group || !lineDescriptor) return writableTitles(t, descriptor);
  return [
    t(group),
    ...writableTitles(t, descriptor),
    ...writableTitles(t, lineDescriptor, descriptor.lines.columns),
  ];
}
