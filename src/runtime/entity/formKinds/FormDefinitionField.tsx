import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { Suspense } from 'react';
import type { FormDefinition } from '../../../../schemas/wf/formDefinition';
import { Spinner } from '../../../widgets/Spinner';
import type { FormValues } from '../form/formValues';
import type { EntityFormContext } from '../form/widgets/EntityFormContext';
import { useEntityRuntime } from '../useEntityRuntime';

type FormDefinitionFieldProps = FieldProps<FormValues, RJSFSchema, EntityFormContext>;

/**
 * The form field of a `formDefinition` field (docs/guide-form-fields-by-model.md): the app's
 * form designer (FormKindWidgets.DefinitionEditor), titled by the field, with the server's 422
 * about the form above it. Every edit is the field's new value.
 */
export function FormDefinitionField({
  name,
  schema,
  formData,
  fieldPathId,
  disabled,
  readonly,
  errorSchema,
  onChange,
}: FormDefinitionFieldProps) {
  const { formKinds } = useEntityRuntime();
  if (!formKinds) return null;
  const { DefinitionEditor } = formKinds;
  const own = (errorSchema as { __errors?: unknown } | undefined)?.__errors;
  return (
    <Suspense fallback={<Spinner />}>
      <DefinitionEditor
        id={fieldPathId.$id}
        label={schema.title ?? name}
        value={formData as FormDefinition | undefined}
        onChange={(form) => onChange(form as unknown as FormValues, fieldPathId.path)}
        errors={Array.isArray(own) ? own.filter((m): m is string => typeof m === 'string') : []}
        disabled={disabled || readonly}
      />
    </Suspense>
  );
}
