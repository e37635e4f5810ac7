import { useTranslation } from 'react-i18next';
import { COMPANY_LANGUAGES } from '../../../schemas/sc/settings/companySettings';
import { localeTag } from '../../../src/platform/i18n/languages';
import type { SettingsWidgetProps } from '../../../src/runtime/settings/SettingsWidget';
import { SelectField } from '../../../src/widgets/SelectField';
import { LogoField } from './LogoField';
import { monthNames } from './monthNames';
import { TimeZoneField } from './TimeZoneField';
import './company.css';

const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

/** `logo`: a preview, a file picker that checks type and size before sending, and removal. */
export function LogoWidget({ name, value, onChange, setError, error, disabled }: SettingsWidgetProps) {
  return (
    <LogoField
      value={text(value)}
      onChange={onChange}
      onProblem={(message) => setError(name, message)}
      error={error}
      disabled={disabled}
    />
  );
}

/** `timeZone`: a searchable list of the IANA zones this browser knows. */
export function TimeZoneWidget({ label, value, onChange, error, disabled }: SettingsWidgetProps) {
  return (
    <TimeZoneField label={label} value={text(value)} onChange={onChange} error={error} disabled={disabled} />
  );
}

/** `language`: the four interface languages, each named in the language being shown. */
export function LanguageWidget({ name, label, hint, value, onChange, error, disabled }: SettingsWidgetProps) {
  const { t } = useTranslation();
  return (
    // antd's Select, like the time zone above it: one kind of select on the screen.
    <SelectField<string>
      label={label}
      hint={hint}
      className={`settings-field settings-field--${name}`}
      value={text(value)}
      options={COMPANY_LANGUAGES.map((language) => ({
        value: language,
        label: t(`common:language.${language}`),
      }))}
      onChange={onChange}
      error={error}
      disabled={disabled}
    />
  );
}

/** `month`: the twelve months by name, in the interface language (the value is 1-12). */
export function MonthWidget({ name, label, hint, value, onChange, error, disabled }: SettingsWidgetProps) {
  const { i18n } = useTranslation();
  const months = monthNames(localeTag(i18n.language));
  return (
    // antd's Select, like the time zone above it: one kind of select on the screen.
    <SelectField<string>
      label={label}
      hint={hint}
      className={`settings-field settings-field--${name}`}
      value={text(value)}
      options={months.map((month, i) => ({ value: String(i + 1), label: month }))}
      onChange={onChange}
      error={error}
      disabled={disabled}
    />
  );
}
