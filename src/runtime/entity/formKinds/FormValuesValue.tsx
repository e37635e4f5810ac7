import { Suspense } from 'react';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { Spinner } from '../../../widgets/Spinner';
import { ScreenStatus } from '../common/ScreenStatus';
import type { EntityRow } from '../data/EntityRow';
import { fieldOf } from '../format/fieldLabels';
import { useEntityRuntime } from '../useEntityRuntime';
import { formDefinitionsUrl, useFormDefinitions } from './useFormDefinitions';

/**
 * A `formValues` field on a record's detail page: its values in words, by the form of the row the
 * record's source reference names (FormKindWidgets.ValuesView): each field's label over its value,
 * choices by their labels, amounts grouped, dates in the reader's style.
 * @example <FormValuesValue descriptor={document} name="attributes" row={row} />
 */
export function FormValuesValue({
  descriptor,
  name,
  row,
}: {
  descriptor: EntityDescriptor;
  name: string;
  row: EntityRow;
}) {
  const { formKinds } = useEntityRuntime();
  const source = fieldOf(descriptor, name)?.definitionFrom?.field;
  const { choices, loading, error } = useFormDefinitions(formDefinitionsUrl(descriptor.api, name));
  const sourceId = source ? row[source] : undefined;
  const form = choices.find((choice) => choice.id === sourceId)?.definition;
  const values = row[name];
  if (!formKinds || values === null || typeof values !== 'object') return null;
  // A source row deleted since has no form to read the values by.
  if (!form) return loading || error ? <ScreenStatus error={error} /> : null;
  const { ValuesView } = formKinds;
  return (
    <Suspense fallback={<Spinner />}>
      <ValuesView form={form} values={values as Record<string, unknown>} />
    </Suspense>
  );
}
