import { Checkbox, Input, InputNumber, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../src/widgets/FieldFrame';

interface Common {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
}

/**
 * A labelled one-line text input (antd Input) with its hint and error linked to it.
 * @example <TextInput label="Key" value={field.key} onChange={rename} error={errors['form.fields.0.key']} />
 */
export function TextInput({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  lang,
  maxLength,
  monospace,
  ariaLabel,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  lang?: string;
  maxLength?: number;
  monospace?: boolean;
  /** A fuller name than the visible label, which it contains (a language under its group's name). */
  ariaLabel?: string;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <Input
          id={control.id}
          value={value}
          lang={lang}
          maxLength={maxLength}
          aria-label={ariaLabel}
          aria-required={required || undefined}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          status={error ? 'error' : undefined}
          className={monospace ? 'wf-designer__mono' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A labelled whole-number input (antd InputNumber); an empty box answers `undefined`.
 * @example <NumberInput label="Hours to decide" value={stage.deadlineHours} min={1} onChange={set} />
 */
export function NumberInput({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  min,
  max,
  decimals,
}: Common & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  /** Allow a fraction (minimum / maximum of a money field). */
  decimals?: boolean;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <InputNumber<number>
          id={control.id}
          value={value ?? null}
          min={min}
          max={max}
          precision={decimals ? undefined : 0}
          aria-required={required || undefined}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          status={error ? 'error' : undefined}
          className="wf-designer__number"
          onChange={(next) => onChange(typeof next === 'number' && Number.isFinite(next) ? next : undefined)}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A checkbox with its label beside it, and an error under it.
 * @example <CheckInput label="Required" checked={field.required ?? false} onChange={setRequired} />
 */
export function CheckInput({
  label,
  checked,
  onChange,
  error,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="wf-designer__check">
      <Checkbox
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      >
        {label}
      </Checkbox>
      {error && (
        <div id={`${id}-error`} className="atrium-field__error">
          {error}
        </div>
      )}
    </div>
  );
}

export interface MultiOption {
  value: number;
  label: string;
  /** Lower-case text the search matches. */
  search: string;
}

/**
 * A labelled searchable multiple choice of records by id (users of a rule).
 * @example <MultiSelectInput label="Users" value={[3]} options={users} onChange={setIds} />
 */
export function MultiSelectInput({
  label,
  value,
  options,
  onChange,
  error,
  hint,
  required,
  placeholder,
  loading,
}: Common & {
  value: number[];
  options: readonly MultiOption[];
  onChange: (value: number[]) => void;
  placeholder?: string;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <Select<number[], MultiOption>
          id={control.id}
          mode="multiple"
          aria-label={label}
          aria-required={required || undefined}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          status={error ? 'error' : undefined}
          value={value}
          options={options.map((o) => ({ ...o }))}
          placeholder={placeholder}
          loading={loading}
          notFoundContent={loading ? t('common:loading') : t('common:noMatch')}
          showSearch={{
            filterOption: (input, option) => (option?.search ?? '').includes(input.trim().toLowerCase()),
          }}
          className="atrium-field__select"
          onChange={onChange}
        />
      )}
    </FieldFrame>
  );
}
