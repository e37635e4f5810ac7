import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/AppContext';
import { readCompanySettings } from '../settings/companySettings';
import {
  readSecuritySettings,
  type SecuritySettings,
  writeSecuritySettings,
} from '../settings/securitySettings';

const securityBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    autoLogoutEnabled: { type: 'boolean' },
    autoLogoutDuration: { type: 'number', minimum: 0.1, maximum: 720 },
    captchaEnabled: { type: 'boolean' },
    captchaAfterFailures: { type: 'integer', minimum: 1, maximum: 100 },
    lockAfterFailures: { type: 'integer', minimum: 1, maximum: 1000 },
    lockMinutes: { type: 'integer', minimum: 1, maximum: 1440 },
    passwordMinLength: { type: 'integer', minimum: 4, maximum: 128 },
    passwordRequireLetter: { type: 'boolean' },
    passwordRequireDigit: { type: 'boolean' },
    passwordRequireUpper: { type: 'boolean' },
    passwordRequireLower: { type: 'boolean' },
    passwordRequireSymbol: { type: 'boolean' },
    passwordHistory: { type: 'integer', minimum: 0, maximum: 24 },
    passwordExpiryDays: { type: 'integer', minimum: 0, maximum: 3650 },
  },
} as const;

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

export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/sc/security', { config: { access: 'public' } }, async () =>
    publicSecurity(await readSecuritySettings(db)),
  );

  app.get(
    '/api/sc/security/settings',
    { config: { access: { permission: 'sc.admin.security.actions.view' } } },
    async () => ({
      data: await readSecuritySettings(db),
    }),
  );

  app.put<{ Body: Partial<SecuritySettings> }>(
    '/api/sc/security',
    { config: { access: { permission: 'sc.admin.security.actions.edit' } }, schema: { body: securityBody } },
    async (request) => {
      const next = { ...(await readSecuritySettings(db)), ...request.body };
      await writeSecuritySettings(db, next);
      return { data: next };
    },
  );

  app.get('/api/sc/company-setup/get-setup', { config: { access: 'public' } }, async () => {
    const company = await readCompanySettings(db);
    return { data: { name: company.name, logo: company.logo, defaultLanguage: company.defaultLanguage } };
  });

  app.get<{ Querystring: { page?: string; per_page?: string } }>(
    '/api/sc/mail-outbox',
    {
      config: { access: { permission: 'sc.admin.outbox.actions.view' } },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
            per_page: { type: 'string', pattern: '^[1-9][0-9]?$|^100$' },
          },
        },
      },
    },
    async (request) => {
      const page = Number(request.query.page ?? 1);
      const perPage = Number(request.query.per_page ?? 20);
      const [rows, count] = await Promise.all([
        db
          .selectFrom('mail_outbox')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.n);
      return {
        data: rows,
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
          total,
        },
      };
    },
  );
}
