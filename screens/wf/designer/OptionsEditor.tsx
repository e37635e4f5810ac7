import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormOption } from '../../../schemas/wf/formDefinition';
import { TextInput } from './DesignerInputs';
import { LocalisedTextInputs } from './LocalisedTextInputs';
import { uniqueKey } from './designerReducer';
import { useLocalisedTexts } from './useLocalisedTexts';

/**
 * The choices of a select, a multi-select or a table's select column: each a stored value and a
 * label in four languages; added with a fresh value (`option3`), removed by its button. Errors by
 * path (`${path}.0.value`).
 * @example <OptionsEditor options={field.options ?? []} path="form.fields.2.options" errors={errors} onChange={set} />
 */
export function OptionsEditor({
  options,
  path,
  errors,
  onChange,
}: {
  options: readonly FormOption[];
  path: string;
  errors: Readonly<Record<string, string[]>>;
  onChange: (options: FormOption[]) => void;
}) {
  const { t } = useTranslation('wf');
  const texts = useLocalisedTexts();
  const replace = (i: number, next: FormOption) => onChange(options.map((o, j) => (j === i ? next : o)));
  return (
    <fieldset className="wf-designer__group">
      <legend>{t('designer.field.options')}</legend>
      {errors[path]?.[0] && <div className="atrium-field__error">{errors[path]?.[0]}</div>}
      {options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a choice's value is being typed; its place is who it is
        <fieldset key={i} className="wf-designer__item">
          <legend>{t('designer.field.option', { n: i + 1 })}</legend>
          <TextInput
            label={t('designer.field.optionValue')}
            value={option.value}
            required
            monospace
            maxLength={40}
            error={errors[`${path}.${i}.value`]?.[0]}
            onChange={(value) => replace(i, { ...option, value })}
          />
          <LocalisedTextInputs
            legend={t('designer.field.label')}
            value={option.label}
            path={`${path}.${i}.label`}
            errors={errors}
            onChange={(label) => label && replace(i, { ...option, label })}
          />
          <Button disabled={options.length <= 1} onClick={() => onChange(options.filter((_, j) => j !== i))}>
            {t('designer.field.removeOption', { n: i + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button
        disabled={options.length >= 200}
        onClick={() =>
          onChange([
            ...options,
            {
              value: uniqueKey('option', new Set(options.map((o) => o.value))),
              label: texts('designer.field.defaultOption', { n: options.length + 1 }),
            },
          ])
        }
      >
        {t('designer.field.addOption')}
      </Button>
    </fieldset>
  );
}
