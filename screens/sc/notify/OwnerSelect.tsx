import { Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface OwnerOption {
  /** The owner reference: `d{id}` or `u{id}`. */
  value: string;
  label: string;
  /** Lower-case text the search matches (name, account, code). */
  search: string;
}

export interface OwnerSelectProps {
  label: string;
  placeholder: string;
  options: OwnerOption[];
  value: string[];
  onChange: (value: string[]) => void;
  loading: boolean;
  error?: string;
}

/** A labelled, searchable multiple choice of owners, with its error under it. */
export function OwnerSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  loading,
  error,
}: OwnerSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="atrium-field">
      <label htmlFor={id} className="atrium-field__label">
        {label}
      </label>
      <Select<string[], OwnerOption>
        id={id}
        mode="multiple"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        status={error ? 'error' : undefined}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        options={options}
        loading={loading}
        notFoundContent={t('common:noMatch')}
        showSearch={{
          filterOption: (input, option) => (option?.search ?? '').includes(input.trim().toLowerCase()),
        }}
        allowClear
        style={{ width: '100%' }}
      />
      {error && (
        <div id={errorId} className="atrium-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
