import { useTranslation } from 'react-i18next';
import { MODULES, type ModuleId } from '../../../schemas/core/modules';
import { SettingCheckbox } from '../../../src/runtime/settings/SettingCheckbox';
import { SettingNumberField } from '../../../src/runtime/settings/SettingNumberField';
import type { SettingsWidgetProps } from '../../../src/runtime/settings/SettingsWidget';

/** The seats as typed: null for no limit, else the number box's text (a stored number at first). */
const seatsText = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** The seats to send: null (no limit), a number, or text that is no number, for the server to explain. */
export function seatsFromDraft(draft: unknown): unknown {
  const text = seatsText(draft);
  if (text === null) return null;
  const typed = text.trim();
  return typed !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed;
}

/**
 * `seats`: how many active users the install may have, with how many are active now;
 * "no seat limit" hides the number box.
 */
export function SeatsWidget({ name, field, label, value, onChange, error, extras }: SettingsWidgetProps) {
  const { t } = useTranslation('sc');
  const used = Number(extras.used ?? 0);
  const text = seatsText(value);
  const seats = text === null ? null : Number(text);
  return (
    <>
      <p role="status">
        {seats === null || !Number.isFinite(seats)
          ? t('license.used', { used })
          : t('license.usedOf', { used, count: seats })}
      </p>
      <SettingCheckbox
        label={t('license.unlimited')}
        name="unlimited"
        checked={text === null}
        onChange={(unlimited) => onChange(unlimited ? null : String(Math.max(used, 1)))}
      />
      {text !== null && (
        <SettingNumberField
          label={label}
          name={name}
          value={text}
          min={Math.max(used, 1)}
          max={field.maximum ?? Number.MAX_SAFE_INTEGER}
          error={error}
          onChange={onChange}
        />
      )}
    </>
  );
}

/** `modules`: a switch per module; system settings is always on, so it has none. */
export function ModulesWidget({ hint, value, onChange, error }: SettingsWidgetProps) {
  const { t } = useTranslation('sc');
  const modules = Array.isArray(value) ? (value as ModuleId[]) : [];
  return (
    <>
      {hint && <p className="settings-field__hint">{hint}</p>}
      {MODULES.filter((m) => m !== 'sc').map((module) => (
        <SettingCheckbox
          key={module}
          label={t(`common:modules.${module}`)}
          name={`module-${module}`}
          checked={modules.includes(module)}
          onChange={(on) =>
            onChange(
              on
                ? MODULES.filter((m) => m === module || modules.includes(m))
                : modules.filter((m) => m !== module),
            )
          }
        />
      ))}
      {error && <p className="form-error">{error}</p>}
    </>
  );
}
