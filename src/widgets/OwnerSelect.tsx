import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OwnerOption, OwnerOptionGroup } from './ownerOptions';

export interface OwnerSelectProps {
  /** The input's id, which the visible label points at (`htmlFor`). */
  id: string;
  /** The accessible name: the visible label's text. */
  label: string;
  placeholder: string;
  /** Choices, flat or under headings (departments, groups, people). */
  options: ReadonlyArray<OwnerOption | OwnerOptionGroup>;
  value: string[];
  onChange: (value: string[]) => void;
  loading?: boolean | undefined;
  /** Marks the control invalid (red border, `aria-invalid`). */
  invalid?: boolean | undefined;
  /** Ids of the texts that describe the control (its error, its hint). */
  describedBy?: string | undefined;
  disabled?: boolean | undefined;
  autoFocus?: boolean | undefined;
  onBlur?: (() => void) | undefined;
  onFocus?: (() => void) | undefined;
}

/**
 * The owner picker: a searchable multiple choice of departments, groups and people
 * (owner references `d{id}`, `g{id}`, `u{id}`). The search matches each choice's
 * `search` text (name, account, code); the keyboard works as in any antd select
 * (type to search, arrows and Enter to pick, Backspace removes the last one).
 * The label and the error around it belong to the caller (FieldFrame, or rjsf's field).
 * @example <FieldFrame label="Users">{(c) => <OwnerSelect id={c.id} label="Users" … />}</FieldFrame>
 */
export function OwnerSelect({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  loading = false,
  invalid = false,
  describedBy,
  disabled,
  autoFocus,
  onBlur,
  onFocus,
}: OwnerSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<string[], OwnerOption>
      id={id}
      mode="multiple"
      aria-label={label}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      status={invalid ? 'error' : undefined}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      // antd types grouped options as options too; the groups carry `options`, the choices `search`.
      options={options as OwnerOption[]}
      loading={loading}
      notFoundContent={loading ? t('common:loading') : t('common:noMatch')}
      showSearch={{
        filterOption: (input, option) => (option?.search ?? '').includes(input.trim().toLowerCase()),
      }}
      disabled={disabled}
      autoFocus={autoFocus}
      onBlur={onBlur}
      onFocus={onFocus}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
