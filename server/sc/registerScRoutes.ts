import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/AppContext';
import { registerImportExportRoutes } from './importExport/registerImportExportRoutes';
import { registerCalendarRoutes } from './calendar/registerCalendarRoutes';
import { registerHomeRoutes } from './home/registerHomeRoutes';
import { registerLicenseRoutes } from './license/registerLicenseRoutes';
import { registerMapSettingsRoutes } from './mapSettings/registerMapSettingsRoutes';
import { registerOrganisationRoutes } from './registerOrganisationRoutes';
import { registerRightsRoutes } from './rights/registerRightsRoutes';
import { registerGroupRoutes } from './groups/registerGroupRoutes';
import { registerSettingsRoutes } from './registerSettingsRoutes';
import { registerUserRoutes } from './users/registerUserRoutes';

/** System-settings endpoints available so far: organisation reads, security and company settings, outbox. */
export function registerScRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOrganisationRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerLicenseRoutes(app, ctx);
  registerMapSettingsRoutes(app, ctx);
  registerHomeRoutes(app, ctx);
  registerCalendarRoutes(app, ctx);
  registerRightsRoutes(app, ctx);
  registerGroupRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerImportExportRoutes(app, ctx);
}
