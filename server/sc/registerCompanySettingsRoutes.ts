import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/AppContext';
import { readCompanySettings } from '../settings/companySettings';

/**
 * The public `get-setup`: the name, logo and default language the sign-in page shows. The
 * whole company settings document (`/api/sc/company-setup`) is a settings document.
 */
export function registerCompanySettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/sc/company-setup/get-setup', { config: { access: 'public' } }, async () => {
    const company = await readCompanySettings(ctx.db);
    return { data: { name: company.name, logo: company.logo, defaultLanguage: company.defaultLanguage } };
  });
}
