import { Select } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneNames } from './timeZoneNames';

export interface TimeZoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled: boolean;
}

/** A labelled, searchable choice of IANA time zone ("taipei" finds Asia/Taipei), with its error. */
export function TimeZoneField({ label, value, onChange, error, disabled }: TimeZoneFieldProps) {
  const { t } = useTranslation('sc');
  const id = useId();
  const errorId = `${id}-error`;
  const options = useMemo(
    () => timeZoneNames(value).map((name) => ({ value: name, label: name.replaceAll('_', ' ') })),
    [value],
  );
  return (
    <div className="atrium-field">
      <div className="atrium-field__head">
        <label htmlFor={id} className="atrium-field__label">
          {label}
        </label>
      </div>
      <Select<string>
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        status={error ? 'error' : undefined}
        value={value}
        onChange={onChange}
        options={options}
        disabled={disabled}
        placeholder={t('company.timeZonePlaceholder')}
        notFoundContent={t('common:noMatch')}
        showSearch={{
          filterOption: (input, option) => {
            const query = input.trim().toLowerCase().replaceAll(' ', '_');
            return String(option?.value ?? '')
              .toLowerCase()
              .includes(query);
          },
        }}
        style={{ width: '100%', maxWidth: 360 }}
      />
      {error && (
        <div id={errorId} className="atrium-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
