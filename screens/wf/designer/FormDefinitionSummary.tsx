import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { formLanguage, localise } from '../../../schemas/wf/form/localise';
import { useNamespaces } from '../../../src/platform/i18n/useNamespaces';
import { Spinner } from '../../../src/widgets/Spinner';

/**
 * A form definition read back on a record's detail page (a `formDefinition` field): its fields in
 * order, each with its label in the reader's language, its type and whether it is required.
 * @example <FormDefinitionSummary form={model.definition} />
 */
export function FormDefinitionSummary({ form }: { form: FormDefinition }) {
  const ready = useNamespaces('wf');
  const { t, i18n } = useTranslation('wf');
  const lang = formLanguage(i18n.language);
  if (!ready) return <Spinner />;
  return (
    <ol className="wf-form-summary">
      {form.fields.map((field) => (
        <li key={field.key}>
          <strong>{localise(field.label, lang) || field.key}</strong> · {t(`designer.types.${field.type}`)}
          {field.required && ` · ${t('designer.canvas.required')}`}
        </li>
      ))}
    </ol>
  );
}
