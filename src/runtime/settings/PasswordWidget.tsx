import { TextField } from '../../widgets/TextField';
import type { SettingsWidgetProps } from './SettingsWidget';

/**
 * `password`: a text setting shown masked and never offered by the browser's autofill
 * (an API key, a shared secret).
 */
export function PasswordWidget({ name, field, label, value, onChange, error }: SettingsWidgetProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="off"
      required={field.required}
      maxLength={field.maxLength}
      value={typeof value === 'string' ? value : ''}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
