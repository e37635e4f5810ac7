import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { COMPANY_LANGUAGES, COMPANY_SETTING_RULES } from '../../../schemas/sc/settings/companySettingRules';
import { localeTag } from '../../../src/platform/i18n/languages';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { FormError } from '../../../src/widgets/FormError';
import { TextField } from '../../../src/widgets/TextField';
import { SettingSelectField } from '../../../src/runtime/settings/SettingSelectField';
import { SettingsStaleSaveDialog } from '../../../src/runtime/settings/SettingsStaleSaveDialog';
import { SettingsLoadStatus } from '../../../src/runtime/settings/SettingsLoadStatus';
import { useSettingsDocument } from '../settings/useSettingsDocument';
import { LogoField } from './LogoField';
import { monthNames } from './monthNames';
import { TimeZoneField } from './TimeZoneField';
import '../../../src/runtime/settings/settings.css';
import './company.css';

/** The right to change the company settings (server: PUT /api/sc/company-setup). */
export const EDIT_COMPANY_RIGHT = 'sc.admin.company.actions.edit';

/**
 * `/sc/company-settings`: the organisation's name and logo (shown on the sign-in page),
 * its default language, time zone and the month its fiscal year starts. Whoever holds
 * only the view right sees them read-only.
 */
export function CompanySettingsScreen() {
  const { t, i18n } = useTranslation('sc');
  const session = useSession();
  const canEdit = hasPermission(session?.user.userPermission, EDIT_COMPANY_RIGHT);
  const doc = useSettingsDocument({
    loadPath: '/api/sc/company-setup',
    savePath: '/api/sc/company-setup',
    rules: COMPANY_SETTING_RULES,
    section: 'company',
  });
  const text = (field: string) => String(doc.draft[field] ?? '');
  const months = monthNames(localeTag(i18n.language));

  return (
    <section className="shell-card settings-screen" aria-labelledby="company-settings-title">
      <h1 id="company-settings-title">{t('routes.companySettings.title')}</h1>
      <p>{t('company.intro')}</p>
      {doc.status !== 'ready' ? (
        <SettingsLoadStatus status={doc.status} error={doc.loadError} onRetry={() => void doc.retry()} />
      ) : (
        <form onSubmit={doc.submit} noValidate aria-labelledby="company-settings-title">
          {!canEdit && <p className="settings-screen__read-only">{t('settings.readOnly')}</p>}
          <FormError message={doc.formError} />
          <fieldset disabled={!canEdit}>
            <legend>{t('company.sections.identity')}</legend>
            <TextField
              label={t('company.fields.name')}
              name="name"
              required
              maxLength={COMPANY_SETTING_RULES.name.maxLength}
              autoComplete="organization"
              value={text('name')}
              error={doc.errors.name}
              onChange={(event) => doc.change('name', event.target.value)}
            />
            <LogoField
              value={text('logo')}
              onChange={(logo) => doc.change('logo', logo)}
              onProblem={(message) => doc.setError('logo', message)}
              error={doc.errors.logo}
              disabled={!canEdit}
            />
          </fieldset>
          <fieldset disabled={!canEdit}>
            <legend>{t('company.sections.regional')}</legend>
            <SettingSelectField
              label={t('company.fields.defaultLanguage')}
              hint={t('company.hints.defaultLanguage')}
              name="defaultLanguage"
              value={text('defaultLanguage')}
              options={COMPANY_LANGUAGES.map((language) => ({
                value: language,
                label: t(`common:language.${language}`),
              }))}
              onChange={(value) => doc.change('defaultLanguage', value)}
              error={doc.errors.defaultLanguage}
            />
            <TimeZoneField
              label={t('company.fields.timeZone')}
              value={text('timeZone')}
              onChange={(value) => doc.change('timeZone', value)}
              error={doc.errors.timeZone}
              disabled={!canEdit}
            />
            <SettingSelectField
              label={t('company.fields.fiscalYearStartMonth')}
              name="fiscalYearStartMonth"
              value={text('fiscalYearStartMonth')}
              options={months.map((month, i) => ({ value: String(i + 1), label: month }))}
              onChange={(value) => doc.change('fiscalYearStartMonth', value)}
              error={doc.errors.fiscalYearStartMonth}
            />
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
