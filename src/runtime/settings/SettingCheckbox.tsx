import { useId } from 'react';

export interface SettingCheckboxProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off setting as a native checkbox inside its label: the whole text is the
 * click target, Space toggles it, and screen readers announce its state.
 * @example <SettingCheckbox label="Must contain a digit" name="passwordRequireDigit" checked={on} onChange={set} />
 */
export function SettingCheckbox({ label, name, checked, onChange }: SettingCheckboxProps) {
  const id = useId();
  return (
    <div className="settings-checkbox">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
