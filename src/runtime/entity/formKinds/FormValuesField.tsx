import { type FieldProps, getUiOptions, type RJSFSchema } from '@rjsf/utils';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { initialFormValues } from '../../../../schemas/wf/form/initialFormValues';
import { Spinner } from '../../../widgets/Spinner';
import { ScreenStatus } from '../common/ScreenStatus';
import type { FormValues } from '../form/formValues';
import type { EntityFormContext } from '../form/widgets/EntityFormContext';
import { useEntityRuntime } from '../useEntityRuntime';
import { errorPaths } from './errorPaths';
import { useFormDefinitions } from './useFormDefinitions';
import './formKinds.css';

type FormValuesFieldProps = FieldProps<FormValues, RJSFSchema, EntityFormContext>;

/**
 * The form field of a `formValues` field (docs/guide-form-fields-by-model.md): the form of the row
 * the record's source reference names (`ui:options.source`, read from the whole form's values),
 * filled in with the app's form runtime (FormKindWidgets.ValuesEditor). Choosing another row starts
 * its form afresh (with its defaults); no row chosen, no values. The server's 422 on
 * `{field}.{key}` shows under each of the form's fields.
 * @example uiSchema.attributes = { 'ui:field': 'formValues', 'ui:options': { url, source: 'model_id', sourceTitle: 'Model' } }
 */
export function FormValuesField({
  name,
  schema,
  uiSchema,
  formData,
  fieldPathId,
  disabled,
  readonly,
  errorSchema,
  onChange,
  registry,
}: FormValuesFieldProps) {
  const { t } = useTranslation();
  const { formKinds } = useEntityRuntime();
  const options = getUiOptions(uiSchema) as { url?: string; source?: string; sourceTitle?: string };
  const sourceId = options.source ? registry.formContext?.values?.[options.source] : undefined;
  const chosen = typeof sourceId === 'number' ? sourceId : null;
  const { choices, loading, error } = useFormDefinitions(options.url ?? null);
  const form = choices.find((choice) => choice.id === chosen)?.definition;

  const values = formData && typeof formData === 'object' ? (formData as Record<string, unknown>) : {};

  // Another row, another form: what was filled in for the last one does not belong to it, and the
  // new one starts with its defaults. Values that are the new form's already (a conflict's reload
  // brought both) stay.
  const previous = useRef(chosen);
  useEffect(() => {
    if (previous.current === chosen) return;
    previous.current = chosen;
    const keys = new Set(form?.fields.map((field) => field.key));
    if (Object.keys(values).every((key) => keys.has(key))) return;
    onChange((form ? initialFormValues(form) : undefined) as FormValues | undefined, fieldPathId.path);
  }, [chosen, form, values, onChange, fieldPathId.path]);

  if (!formKinds) return null;
  const { ValuesEditor } = formKinds;
  const own = (errorSchema as { __errors?: unknown } | undefined)?.__errors;
  const hint = (text: string) => <p className="entity-form-values__hint">{text}</p>;
  return (
    <fieldset className="entity-form-values" id={fieldPathId.$id}>
      <legend className="entity-form-values__legend">{schema.title ?? name}</legend>
      {chosen === null ? (
        hint(t('entity:formValues.chooseSource', { source: options.sourceTitle ?? '' }))
      ) : !form ? (
        loading || error ? (
          <ScreenStatus error={error} />
        ) : null
      ) : form.fields.length === 0 ? (
        hint(t('entity:formValues.noFields'))
      ) : (
        <Suspense fallback={<Spinner />}>
          <ValuesEditor
            key={chosen}
            form={form}
            values={values}
            onChange={(next) => onChange(next as FormValues, fieldPathId.path)}
            errors={errorPaths(errorSchema)}
            disabled={disabled || readonly}
          />
        </Suspense>
      )}
      {Array.isArray(own) && own.length > 0 && (
        <div className="entity-form-values__error" role="alert">
          {own.join(' ')}
        </div>
      )}
    </fieldset>
  );
}
