import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { MODULES, type ModuleId } from '../../../schemas/core/modules';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { FormError } from '../../../src/widgets/FormError';
import { SettingCheckbox } from '../../../src/runtime/settings/SettingCheckbox';
import { SettingNumberField } from '../../../src/runtime/settings/SettingNumberField';
import { SettingsStaleSaveDialog } from '../../../src/runtime/settings/SettingsStaleSaveDialog';
import { SettingsLoadStatus } from '../../../src/runtime/settings/SettingsLoadStatus';
import { useStructuredSettings } from '../settings/useStructuredSettings';
import '../../../src/runtime/settings/settings.css';

/** The right to change the licence (server: PUT /api/sc/license). */
export const EDIT_LICENSE_RIGHT = 'sc.admin.license.actions.edit';
const MAX_SEATS = 1_000_000;

/** The screen's draft: seats as typed (empty with `limited` off means no limit). */
interface LicenseDraft {
  seats: number | null;
  modules: ModuleId[];
  used: number;
  /** The number box while it is being typed. */
  seatsText?: string;
}

/**
 * `/sc/license`: how many active users the install may have (with how many are active
 * now) and which modules are switched on. An administrator sets both (docs/decisions.md,
 * "Licence"); creating users beyond the seats is refused by the server.
 */
export function LicenseScreen() {
  const { t } = useTranslation('sc');
  const session = useSession();
  const canEdit = hasPermission(session?.user.userPermission, EDIT_LICENSE_RIGHT);
  const doc = useStructuredSettings<LicenseDraft>('/api/sc/license/settings', '/api/sc/license');
  const value = doc.value;
  const limited = value !== null && (value.seats !== null || value.seatsText !== undefined);
  const seatsText = value?.seatsText ?? (value?.seats === null || value === null ? '' : String(value.seats));

  const save = (event: React.FormEvent) => {
    if (!value) return;
    const typed = seatsText.trim();
    // Text that is not a number goes as typed, so the server's message explains the limits.
    const seats = !limited ? null : typed !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed;
    void doc.submit({ seats, modules: value.modules }, event);
  };

  return (
    <section className="shell-card settings-screen" aria-labelledby="license-title">
      <h1 id="license-title">{t('routes.license.title')}</h1>
      <p>{t('license.intro')}</p>
      {doc.status !== 'ready' || !value ? (
        <SettingsLoadStatus status={doc.status} error={doc.loadError} onRetry={() => void doc.retry()} />
      ) : (
        <form onSubmit={save} noValidate aria-labelledby="license-title">
          {!canEdit && <p className="settings-screen__read-only">{t('settings.readOnly')}</p>}
          <FormError message={doc.formError} />
          <fieldset disabled={!canEdit}>
            <legend>{t('license.seats')}</legend>
            <p role="status">
              {value.seats === null
                ? t('license.used', { used: value.used })
                : t('license.usedOf', { used: value.used, count: value.seats })}
            </p>
            <SettingCheckbox
              label={t('license.unlimited')}
              name="unlimited"
              checked={!limited}
              onChange={(unlimited) =>
                doc.change(
                  (v) =>
                    unlimited
                      ? { ...v, seats: null, seatsText: undefined }
                      : { ...v, seatsText: String(Math.max(v.used, 1)) },
                  'seats',
                )
              }
            />
            {limited && (
              <SettingNumberField
                label={t('license.seats')}
                name="seats"
                value={seatsText}
                min={Math.max(value.used, 1)}
                max={MAX_SEATS}
                error={doc.errors.seats}
                onChange={(text) => doc.change((v) => ({ ...v, seatsText: text }), 'seats')}
              />
            )}
          </fieldset>
          <fieldset disabled={!canEdit}>
            <legend>{t('license.modules')}</legend>
            <p className="settings-field__hint">{t('license.moduleAlwaysOn')}</p>
            {MODULES.filter((m) => m !== 'sc').map((module) => (
              <SettingCheckbox
                key={module}
                label={t(`common:modules.${module}`)}
                name={`module-${module}`}
                checked={value.modules.includes(module)}
                onChange={(on) =>
                  doc.change(
                    (v) => ({
                      ...v,
                      modules: on
                        ? MODULES.filter((m) => m === module || v.modules.includes(m))
                        : v.modules.filter((m) => m !== module),
                    }),
                    'modules',
                  )
                }
              />
            ))}
            {doc.errors.modules && <p className="form-error">{doc.errors.modules}</p>}
          </fieldset>
          {canEdit && (
            <Button color="primary" htmlType="submit" loading={doc.saving}>
              {t('common:action.save')}
            </Button>
          )}
        </form>
      )}
      <SettingsStaleSaveDialog doc={doc} />
    </section>
  );
}
