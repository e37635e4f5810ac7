import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../src/widgets/SelectField';
import { timeZoneNames } from './timeZoneNames';

export interface TimeZoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled: boolean;
}

/**
 * A labelled, searchable choice of IANA time zone ("taipei" finds Asia/Taipei, "new york"
 * America/New_York: the labels show spaces for underscores), with its error.
 * @example <TimeZoneField label="Time zone" value="Asia/Taipei" onChange={save} disabled={false} />
 */
export function TimeZoneField({ label, value, onChange, error, disabled }: TimeZoneFieldProps) {
  const { t } = useTranslation('sc');
  const options = useMemo(
    () => timeZoneNames(value).map((name) => ({ value: name, label: name.replaceAll('_', ' ') })),
    [value],
  );
  return (
    <SelectField<string>
      label={label}
      value={value || undefined}
      onChange={onChange}
      options={options}
      error={error}
      disabled={disabled}
      placeholder={t('company.timeZonePlaceholder')}
    />
  );
}
