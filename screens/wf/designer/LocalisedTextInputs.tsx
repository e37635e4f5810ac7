import { useTranslation } from 'react-i18next';
import type { LocalisedText } from '../../../schemas/wf/localisedText';
import { TextInput } from './DesignerInputs';

const LANGS = ['tw', 'en', 'cn', 'jp'] as const;
const HTML_LANG = { tw: 'zh-TW', en: 'en', cn: 'zh-CN', jp: 'ja' } as const;

/**
 * A text an administrator types in the four languages (a label, a stage name): one group named by
 * `legend`, a box per language, Traditional Chinese required unless the whole text is optional.
 * Blank languages are left out of the value; an optional text with nothing in it is `undefined`.
 * Errors come by path: `${path}.tw`, …
 * @example <LocalisedTextInputs legend="Label" value={field.label} path="form.fields.0.label" errors={errors} onChange={set} />
 */
export function LocalisedTextInputs({
  legend,
  value,
  onChange,
  path,
  errors,
  optional,
  maxLength = 200,
}: {
  legend: string;
  value: LocalisedText | undefined;
  onChange: (value: LocalisedText | undefined) => void;
  path: string;
  errors: Readonly<Record<string, string[]>>;
  optional?: boolean;
  maxLength?: number;
}) {
  const { t } = useTranslation();
  const set = (lang: (typeof LANGS)[number], text: string) => {
    const next: Partial<LocalisedText> = { ...value, [lang]: text };
    for (const l of LANGS) if (l !== 'tw' && next[l] === '') delete next[l];
    if (optional && LANGS.every((l) => !next[l])) onChange(undefined);
    else onChange({ ...next, tw: next.tw ?? '' } as LocalisedText);
  };
  const whole = errors[path]?.[0];
  return (
    <fieldset className="wf-designer__texts">
      <legend>{legend}</legend>
      {LANGS.map((lang) => {
        const language = t(`common:language.${lang}`);
        return (
          <TextInput
            key={lang}
            label={language}
            ariaLabel={`${legend} (${language})`}
            lang={HTML_LANG[lang]}
            value={value?.[lang] ?? ''}
            maxLength={maxLength}
            required={lang === 'tw' && !optional}
            error={errors[`${path}.${lang}`]?.[0]}
            onChange={(text) => set(lang, text)}
          />
        );
      })}
      {whole && <div className="atrium-field__error">{whole}</div>}
    </fieldset>
  );
}
