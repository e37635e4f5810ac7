import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from './FieldFrame';

/** One choice of a SelectField; `disabled` keeps it visible but not choosable. */
export interface SelectFieldOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean | undefined;
}

export interface SelectFieldProps<V extends string | number> {
  label: string;
  value: V | null | undefined;
  options: ReadonlyArray<SelectFieldOption<V>>;
  onChange: (value: V) => void;
  error?: string | null | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Shown while nothing is chosen. */
  placeholder?: string | undefined;
  /**
   * Typing narrows the options by their label (default true): a native select's type-ahead,
   * and what a keyboard user (or a browser test) types to pick from a long list.
   */
  searchable?: boolean | undefined;
  /** Offers a clear button that answers `null` to `onClear` (an optional choice). */
  onClear?: (() => void) | undefined;
  className?: string | undefined;
  /** Takes the focus and opens when mounted: DeferredSelectField's hand-over on first use. */
  autoFocus?: boolean | undefined;
  defaultOpen?: boolean | undefined;
}

const matches = (input: string, label: unknown) =>
  String(label ?? '')
    .toLowerCase()
    .includes(input.trim().toLowerCase());

/**
 * A labelled single choice drawn by antd's Select, with its hint and error linked to it:
 * the one select of every hand-written screen, so a theme or density change reaches it
 * (the light sign-in route keeps LanguageSwitcher's native select instead; DeferredSelectField
 * loads it on first use where a route must stay light).
 * @example <SelectField label="Language" value={lang} options={[{ value: 'en', label: 'English' }]} onChange={setLang} />
 */
export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onChange,
  error,
  hint,
  required,
  disabled,
  placeholder,
  searchable = true,
  onClear,
  className,
  autoFocus,
  defaultOpen,
}: SelectFieldProps<V>) {
  const { t } = useTranslation();
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <Select<V>
          id={control.id}
          aria-label={label}
          aria-required={control.required || undefined}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          status={error ? 'error' : undefined}
          value={value ?? undefined}
          onChange={(next) => {
            // antd answers undefined when the clear button empties the choice.
            if (next === undefined || next === null) onClear?.();
            else onChange(next);
          }}
          options={options.map((option) => ({ ...option }))}
          disabled={disabled}
          placeholder={placeholder}
          allowClear={onClear !== undefined}
          autoFocus={autoFocus}
          defaultOpen={defaultOpen}
          notFoundContent={t('common:noMatch')}
          showSearch={searchable ? { filterOption: (input, option) => matches(input, option?.label) } : false}
          className="atrium-field__select"
        />
      )}
    </FieldFrame>
  );
}
