import { FieldFrame } from '../../widgets/FieldFrame';

export interface SettingSelectFieldProps {
  label: string;
  hint?: string | undefined;
  name: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * A labelled native choice of a settings form (few options: a language, a month),
 * with its hint and error linked to it.
 * @example <SettingSelectField label="Default language" name="defaultLanguage" options={…} … />
 */
export function SettingSelectField({
  label,
  hint,
  name,
  value,
  options,
  onChange,
  error,
}: SettingSelectFieldProps) {
  return (
    // Never marked required: a choice always has a value.
    <FieldFrame label={label} error={error} hint={hint} className="settings-field">
      {(control) => (
        <select
          {...control}
          className={`${control.className} settings-field__select`}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
