import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../schemas/core/hasPermission';
import {
  SECURITY_SETTING_RULES,
  type SecuritySettingField,
} from '../../../schemas/sc/settings/securitySettingRules';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { FormError } from '../../../src/widgets/FormError';
import { SettingCheckbox } from '../settings/SettingCheckbox';
import { SettingNumberField } from '../settings/SettingNumberField';
import { SettingsStaleSaveDialog } from '../settings/SettingsStaleSaveDialog';
import { SettingsLoadStatus } from '../settings/SettingsLoadStatus';
import { useSettingsDocument } from '../settings/useSettingsDocument';
import '../settings/settings.css';

/** The right to change the security settings (server: PUT /api/sc/security). */
export const EDIT_SECURITY_RIGHT = 'sc.admin.security.actions.edit';

type NumberField = {
  [K in SecuritySettingField]: (typeof SECURITY_SETTING_RULES)[K]['type'] extends 'boolean' ? never : K;
}[SecuritySettingField];
type BooleanField = Exclude<SecuritySettingField, NumberField>;

const PASSWORD_CLASSES: readonly BooleanField[] = [
  'passwordRequireLetter',
  'passwordRequireDigit',
  'passwordRequireUpper',
  'passwordRequireLower',
  'passwordRequireSymbol',
];

/**
 * `/sc/security-settings`: automatic logout, sign-in protection (captcha, lockout) and
 * the password policy. Whoever holds only the view right sees the settings read-only.
 * Changes apply to the next sign-in, password change or page load; sessions open now
 * keep the automatic-logout rule they started with.
 */
export function SecuritySettingsScreen() {
  const { t } = useTranslation('sc');
  const session = useSession();
  const canEdit = hasPermission(session?.user.userPermission, EDIT_SECURITY_RIGHT);
  const doc = useSettingsDocument({
    loadPath: '/api/sc/security/settings',
    savePath: '/api/sc/security',
    rules: SECURITY_SETTING_RULES,
    section: 'security',
  });

  const label = (field: SecuritySettingField) => t(`security.fields.${field}`);
  const number = (field: NumberField, hint?: string) => {
    const rule = SECURITY_SETTING_RULES[field];
    return (
      <SettingNumberField
        label={label(field)}
        hint={hint}
        name={field}
        value={String(doc.draft[field] ?? '')}
        onChange={(value) => doc.change(field, value)}
        error={doc.errors[field]}
        min={rule.minimum}
        max={rule.maximum}
        step={rule.type === 'number' ? 'any' : 1}
      />
    );
  };
  const checkbox = (field: BooleanField) => (
    <SettingCheckbox
      label={label(field)}
      name={field}
      checked={doc.draft[field] === true}
      onChange={(checked) => doc.change(field, checked)}
    />
  );

  return (
    <section className="shell-card settings-screen" aria-labelledby="security-settings-title">
      <h1 id="security-settings-title">{t('routes.securitySettings.title')}</h1>
      <p>{t('security.intro')}</p>
      {doc.status !== 'ready' ? (
        <SettingsLoadStatus status={doc.status} error={doc.loadError} onRetry={() => void doc.retry()} />
      ) : (
        <form onSubmit={doc.submit} noValidate aria-labelledby="security-settings-title">
          {!canEdit && <p className="settings-screen__read-only">{t('settings.readOnly')}</p>}
          <FormError message={doc.formError} />
          <fieldset disabled={!canEdit}>
            <legend>{t('security.sections.session')}</legend>
            {checkbox('autoLogoutEnabled')}
            {number('autoLogoutDuration', t('security.hints.autoLogoutDuration'))}
          </fieldset>
          <fieldset disabled={!canEdit}>
            <legend>{t('security.sections.signIn')}</legend>
            {checkbox('captchaEnabled')}
            {number('captchaAfterFailures', t('security.hints.captchaAfterFailures'))}
            {number('lockAfterFailures')}
            {number('lockMinutes', t('security.hints.lockMinutes'))}
          </fieldset>
          <fieldset disabled={!canEdit}>
            <legend>{t('security.sections.password')}</legend>
            {number('passwordMinLength')}
            <fieldset>
              <legend>{t('security.sections.passwordClasses')}</legend>
              {PASSWORD_CLASSES.map((field) => (
                <div key={field}>{checkbox(field)}</div>
              ))}
            </fieldset>
            {number('passwordHistory', t('security.hints.passwordHistory'))}
            {number('passwordExpiryDays', t('security.hints.passwordExpiryDays'))}
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
