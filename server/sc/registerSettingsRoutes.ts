import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/AppContext';
import { readSecuritySettings, type SecuritySettings } from '../settings/securitySettings';
import { registerCompanySettingsRoutes } from './registerCompanySettingsRoutes';

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

/** The company settings and the mail outbox and the security settings' public part. */
export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  registerCompanySettingsRoutes(app, ctx);

  // The security settings document's public part: the sign-in page and the session timers
  // need it before anyone signs in (the whole document is /api/sc/security/settings).
  app.get('/api/sc/security', { config: { access: 'public' } }, async () =>
    publicSecurity(await readSecuritySettings(db)),
  );

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
