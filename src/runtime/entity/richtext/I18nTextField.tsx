import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fallbackOrder, type I18nText, type LabelLanguage } from '../../../../schemas/core/richtext/i18nText';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { FormValues } from '../form/formValues';
import type { EntityFormContext } from '../form/widgets/EntityFormContext';

type I18nTextFieldProps = FieldProps<FormValues, RJSFSchema, EntityFormContext>;

/**
 * The form field of `i18nText` labels: one group, titled by the field, with a text box per
 * language, the reader's language first (then en, tw, cn, jp). Empty languages are left out
 * of the value; no text at all is no value. Errors show under the language they concern.
 */
export function I18nTextField({
  name,
  schema,
  formData,
  fieldPathId,
  required,
  disabled,
  readonly,
  errorSchema,
  onChange,
  onBlur,
}: I18nTextFieldProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const value = (formData && typeof formData === 'object' ? formData : {}) as I18nText;
  const id = fieldPathId.$id;
  const maxLength = (schema.properties?.tw as { maxLength?: number } | undefined)?.maxLength;
  const errors = (errorSchema ?? {}) as Record<string, { __errors?: string[] } | undefined> & {
    __errors?: string[];
  };
  const set = (lang: LabelLanguage, text: string) => {
    const next: I18nText = { ...value, [lang]: text };
    if (text === '') delete next[lang];
    onChange((Object.keys(next).length > 0 ? next : undefined) as FormValues | undefined, fieldPathId.path);
  };
  return (
    <fieldset className="i18n-text" id={id}>
      <legend className="i18n-text__legend">
        {schema.title ?? name}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {fallbackOrder(language).map((lang) => {
        const inputId = `${id}_${lang}`;
        const problems = errors[lang]?.__errors ?? [];
        return (
          <div className="i18n-text__row" key={lang}>
            <label htmlFor={inputId}>{t(`common:language.${lang}`)}</label>
            <Input
              id={inputId}
              lang={lang === 'tw' ? 'zh-TW' : lang === 'cn' ? 'zh-CN' : lang === 'jp' ? 'ja' : 'en'}
              value={value[lang] ?? ''}
              maxLength={maxLength}
              disabled={disabled || readonly}
              status={problems.length > 0 ? 'error' : undefined}
              aria-describedby={problems.length > 0 ? `${inputId}__error` : undefined}
              onChange={(e) => set(lang, e.target.value)}
              onBlur={() => onBlur(id, formData)}
            />
            {problems.length > 0 && (
              <div className="i18n-text__error" id={`${inputId}__error`}>
                {problems.join(' ')}
              </div>
            )}
          </div>
        );
      })}
      {(errors.__errors?.length ?? 0) > 0 && (
        <div className="i18n-text__error">{errors.__errors?.join(' ')}</div>
      )}
    </fieldset>
  );
}
