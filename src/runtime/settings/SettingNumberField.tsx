import { FieldFrame } from '../../widgets/FieldFrame';

export interface SettingNumberFieldProps {
  label: string;
  /** A short explanation under the input, read out with it (aria-describedby). */
  hint?: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  min: number;
  max: number;
  /** `any` for fractional values such as hours. */
  step?: number | 'any';
}

/**
 * A labelled number box of a settings form, with its limits as min/max (so the
 * browser's spin buttons stop there) and its hint and error linked to it.
 * @example <SettingNumberField label="Lock duration (minutes)" name="lockMinutes" min={1} max={1440} … />
 */
export function SettingNumberField({
  label,
  hint,
  name,
  value,
  onChange,
  error,
  min,
  max,
  step = 1,
}: SettingNumberFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required className="settings-field">
      {(control) => (
        <input
          {...control}
          className={`${control.className} settings-field__number`}
          type="number"
          inputMode={step === 'any' ? 'decimal' : 'numeric'}
          name={name}
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
