import type { FastifyInstance } from 'fastify';
import { COMPANY_SETTING_RULES } from '../../schemas/sc/settings/companySettingRules';
import { requireAuth } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';
import { translate } from '../http/translate';
import { canonicalTimeZone } from '../settings/canonicalTimeZone';
import { logoDigest, logoProblem } from '../settings/checkLogo';
import {
  COMPANY_SETTINGS_KEY,
  type CompanySettings,
  DEFAULT_COMPANY_SETTINGS,
  readCompanySettings,
} from '../settings/companySettings';
import { saveSetting } from '../settings/saveSetting';
import { readSettingRecord } from '../settings/settingsStore';
import { checkSettingsBody } from './checkSettingsBody';
import { refuseInvalid, settingsData, withConflictAnswer } from './settingsResponses';

/**
 * The company settings: the public `get-setup` (name, logo and default language for
 * the sign-in page) and, for administrators, the whole document
 * (`{data: {...settings, version}}`) and saving it. The time zone must be a real IANA
 * zone (stored in its canonical spelling) and the logo a PNG, JPEG, SVG or WebP data:
 * URL of at most 256 kB (see checkLogo.ts). A save is audit-logged as
 * `sc.companySettings` record 1, with the logo as a digest.
 */
export function registerCompanySettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/sc/company-setup/get-setup', { config: { access: 'public' } }, async () => {
    const company = await readCompanySettings(db);
    return { data: { name: company.name, logo: company.logo, defaultLanguage: company.defaultLanguage } };
  });

  app.get(
    '/api/sc/company-setup',
    { config: { access: { permission: 'sc.admin.company.actions.view' } } },
    async () => ({
      data: settingsData(await readSettingRecord(db, COMPANY_SETTINGS_KEY, DEFAULT_COMPANY_SETTINGS)),
    }),
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/api/sc/company-setup',
    {
      config: { access: { permission: 'sc.admin.company.actions.edit' } },
      schema: { body: { type: 'object' } },
    },
    async (request) => {
      const { lang } = request;
      const { changes, version, errors } = checkSettingsBody(
        COMPANY_SETTING_RULES,
        request.body,
        lang,
        'company',
      );
      if (changes.timeZone !== undefined) {
        const zone = canonicalTimeZone(changes.timeZone);
        if (zone) changes.timeZone = zone;
        else errors.timeZone = [translate(lang, 'sc:settings.timeZoneUnknown', { value: changes.timeZone })];
      }
      if (changes.logo !== undefined) {
        const problem = logoProblem(changes.logo);
        if (problem) errors.logo = [translate(lang, `sc:settings.logo.${problem}`)];
      }
      refuseInvalid(errors, lang);
      const saved = await withConflictAnswer(
        () =>
          saveSetting<CompanySettings>(db, {
            key: COMPANY_SETTINGS_KEY,
            defaults: DEFAULT_COMPANY_SETTINGS,
            changes,
            expectedVersion: version,
            userId: requireAuth(request).userId,
            auditEntity: 'sc.companySettings',
            auditView: (value) => ({ ...value, logo: logoDigest(value.logo) }),
          }),
        lang,
      );
      return { data: settingsData(saved) };
    },
  );
}
