import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/AppContext';
import { registerCompanySettingsRoutes } from './registerCompanySettingsRoutes';
import { registerSecuritySettingsRoutes } from './registerSecuritySettingsRoutes';

/** The settings documents (security, company) and the mail outbox. */
export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  registerSecuritySettingsRoutes(app, ctx);
  registerCompanySettingsRoutes(app, ctx);

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
