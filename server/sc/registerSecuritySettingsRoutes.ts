import type { FastifyInstance } from 'fastify';
import { SECURITY_SETTING_RULES } from '../../schemas/sc/settings/securitySettingRules';
import { requireAuth } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';
import { saveSetting } from '../settings/saveSetting';
import {
  DEFAULT_SECURITY_SETTINGS,
  readSecuritySettings,
  SECURITY_SETTINGS_KEY,
  type SecuritySettings,
} from '../settings/securitySettings';
import { readSettingRecord } from '../settings/settingsStore';
import { checkSettingsBody } from './checkSettingsBody';
import { refuseInvalid, settingsData, withConflictAnswer } from './settingsResponses';

/** What the sign-in page and the session timers need to know before anyone signs in. */
function publicSecurity(s: SecuritySettings) {
  return {
    autoLogoutEnabled: s.autoLogoutEnabled,
    autoLogoutDuration: s.autoLogoutDuration,
    captchaEnabled: s.captchaEnabled,
    passwordMinLength: s.passwordMinLength,
    passwordRequireLetter: s.passwordRequireLetter,
    passwordRequireDigit: s.passwordRequireDigit,
    passwordRequireUpper: s.passwordRequireUpper,
    passwordRequireLower: s.passwordRequireLower,
    passwordRequireSymbol: s.passwordRequireSymbol,
  };
}

/**
 * The security settings: a public subset for the sign-in page and the session, the
 * whole document for administrators (`{data: {...settings, version}}`), and saving it.
 * A save is partial, carries the `version` it was based on (a stale one is 409), and
 * is audit-logged as `sc.securitySettings` record 1.
 */
export function registerSecuritySettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/sc/security', { config: { access: 'public' } }, async () =>
    publicSecurity(await readSecuritySettings(db)),
  );

  app.get(
    '/api/sc/security/settings',
    { config: { access: { permission: 'sc.admin.security.actions.view' } } },
    async () => ({
      data: settingsData(await readSettingRecord(db, SECURITY_SETTINGS_KEY, DEFAULT_SECURITY_SETTINGS)),
    }),
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/api/sc/security',
    {
      config: { access: { permission: 'sc.admin.security.actions.edit' } },
      schema: { body: { type: 'object' } },
    },
    async (request) => {
      const { changes, version, errors } = checkSettingsBody(
        SECURITY_SETTING_RULES,
        request.body,
        request.lang,
        'security',
      );
      refuseInvalid(errors, request.lang);
      const saved = await withConflictAnswer(
        () =>
          saveSetting(db, {
            key: SECURITY_SETTINGS_KEY,
            defaults: DEFAULT_SECURITY_SETTINGS,
            changes,
            expectedVersion: version,
            userId: requireAuth(request).userId,
            auditEntity: 'sc.securitySettings',
          }),
        request.lang,
      );
      return { data: settingsData(saved) };
    },
  );
}
