import { Suspense } from 'react';
import type { FormDefinition } from '../../../../schemas/wf/formDefinition';
import { Spinner } from '../../../widgets/Spinner';
import { useEntityRuntime } from '../useEntityRuntime';

/**
 * A `formDefinition` field on a record's detail page: its fields in order (FormKindWidgets.DefinitionView).
 * @example <FormDefinitionValue value={row.definition} />
 */
export function FormDefinitionValue({ value }: { value: unknown }) {
  const { formKinds } = useEntityRuntime();
  const form = value as Partial<FormDefinition> | null;
  if (!formKinds || !Array.isArray(form?.fields)) return null;
  const { DefinitionView } = formKinds;
  return (
    <Suspense fallback={<Spinner />}>
      <DefinitionView form={form as FormDefinition} />
    </Suspense>
  );
}
