import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/AppContext';
import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { sendTableFile } from '../../resources/sendTableFile';
import { DEPARTMENT_COLUMNS, exportHeaders, USER_COLUMNS } from './importColumns';
import { departmentExportRows, userExportRows } from './exportRows';

/**
 * `GET /api/sc/department/export?format=csv|xlsx` and `GET /api/sc/user/export?format=`:
 * every live department or user, streamed, in the columns the import reads (headers in the
 * caller's language), so an exported file imports back unchanged.
 */
export function registerScExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of ['department', 'user'] as const) {
    app.get<{ Querystring: { format?: string } }>(
      `/api/sc/${kind}/export`,
      { config: { access: { permission: `sc.admin.${kind}.actions.export` } } },
      async (request, reply) => {
        const format = request.query.format ?? 'xlsx';
        if (format !== 'csv' && format !== 'xlsx') {
          throw new ValidationFailed(translate(request.lang, 'validation:failed'), {
            format: [translate(request.lang, 'sc:importExport.errors.badFormatChoice')],
          });
        }
        const stamp = new Date().toISOString().slice(0, 10);
        const columns = exportHeaders(
          kind === 'department' ? DEPARTMENT_COLUMNS : USER_COLUMNS,
          request.lang,
        );
        const rows = kind === 'department' ? departmentExportRows(ctx.db) : userExportRows(ctx.db);
        return sendTableFile(reply, format, `${kind}s-${stamp}`, `${kind}s`, columns, rows);
      },
    );
  }
}
