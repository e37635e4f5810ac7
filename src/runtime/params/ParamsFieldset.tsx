import { useTranslation } from 'react-i18next';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { SettingsFieldControl } from '../settings/SettingsFieldControl';
import { useSettingsRuntime } from '../settings/SettingsRuntimeContext';

/**
 * A task's or report's parameters as one fieldset of settings controls (their labels, hints and
 * messages under each). `onChange` gets the whole new draft: a changed parameter drops what was
 * worked out with the old one.
 * @example <ParamsFieldset params={params} draft={draft} errors={errors} onChange={setDraft} setErrors={setErrors} />
 */
export function ParamsFieldset({
  params,
  draft,
  errors,
  onChange,
  setErrors,
}: {
  params: SettingsDescriptor;
  draft: Record<string, unknown>;
  errors: Record<string, string>;
  onChange: (draft: Record<string, unknown>) => void;
  setErrors: (errors: Record<string, string>) => void;
}) {
  const { t } = useTranslation(['entity', params.module]);
  const { widgets } = useSettingsRuntime();
  return (
    <fieldset>
      <legend>{t('task.parameters')}</legend>
      {Object.entries(params.fields).map(([name, field]) => (
        <SettingsFieldControl
          key={name}
          descriptor={params}
          widgets={widgets}
          name={name}
          field={field}
          label={t(field.title)}
          hint={field.hint ? t(field.hint) : undefined}
          value={draft[name]}
          onChange={(value) => onChange({ ...draft, [name]: value })}
          error={errors[name]}
          errors={errors}
          extras={{}}
          setError={(field, message) => setErrors({ ...errors, [field]: message })}
          disabled={false}
        />
      ))}
    </fieldset>
  );
}
