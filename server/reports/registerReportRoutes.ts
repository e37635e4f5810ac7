import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReportDescriptor } from '../../schemas/core/reports/reportDescriptorSchema';
import { reportParamsDescriptor } from '../../schemas/core/reports/reportParamsDescriptor';
import { requireAuth } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';
import { ValidationFailed } from '../http/HttpError';
import { translate } from '../http/translate';
import { checkedParams, defaultParams } from '../params/checkedParams';
import { rowScopeOf } from '../resources/rowScope/rowScopeOf';
import { sendTableFile, type TableCell } from '../resources/sendTableFile';
import type { ReportRow, ReportRules, ReportRulesRegistry } from './ReportRules';
import { reportTotals } from './reportTotals';

type Body = { Body: Record<string, unknown> };

/** A cell of the XLSX file: numbers as numbers, so the spreadsheet adds them up; the rest as shown. */
function cellOf(type: string, value: ReportRow[string] | undefined): TableCell {
  if (value === null || value === undefined || value === '') return null;
  if ((type === 'decimal' || type === 'integer') && typeof value === 'string') return Number(value);
  return value;
}

/**
 * The API of one report (docs/guide-reports.md): `GET {api}` answers the parameters' defaults,
 * `POST {api}/run` the rows and their totals (the view right), `POST {api}/export` the same as
 * an XLSX file with a totals line (the export right). Rows are narrowed by the caller's view
 * scope on the descriptor's `scope` entity, on every door.
 */
export function registerReportRoute(
  app: FastifyInstance,
  ctx: AppContext,
  d: ReportDescriptor,
  rules: ReportRules,
) {
  const descriptor = reportParamsDescriptor(d);
  const scoped = d.scope ? ctx.resources.services.get(d.scope)?.descriptor : undefined;
  // descriptors:check holds every scope to a real entity; a server started with only some of
  // the descriptors (a runtime test's) has no such table to read, so it has no such report.
  if (d.scope && !scoped) return;

  const rowsOf = async (request: FastifyRequest<Body>) => {
    const params = await checkedParams(descriptor, rules.defaults, ctx.db, request);
    const period = d.period;
    if (period && String(params[period.to]) < String(params[period.from]))
      throw new ValidationFailed(translate(request.lang, 'validation:failed'), {
        [period.to]: [translate(request.lang, 'entity:report.toBeforeFrom')],
      });
    const { userId } = requireAuth(request);
    const scope = scoped ? await rowScopeOf(request, ctx, scoped, 'view') : null;
    const rows = await rules.rows({ db: ctx.db, params, userId, lang: request.lang, scope });
    return { rows, totals: reportTotals(d.columns, rows) };
  };

  app.get(d.api, { config: { access: { permission: d.permission.view } } }, async () => ({
    data: { params: await defaultParams(descriptor, rules.defaults, ctx.db) },
  }));
  app.post<Body>(
    `${d.api}/run`,
    { config: { access: { permission: d.permission.view } }, schema: { body: { type: 'object' } } },
    async (request) => {
      const { rows, totals } = await rowsOf(request);
      return { data: { rows, totals } };
    },
  );
  app.post<Body>(
    `${d.api}/export`,
    { config: { access: { permission: d.permission.export } }, schema: { body: { type: 'object' } } },
    async (request, reply) => {
      const { rows, totals } = await rowsOf(request);
      const { lang } = request;
      const columns = d.columns.map((c) => ({ key: c.key, header: translate(lang, c.title) }));
      const lines = async function* () {
        for (const row of rows) yield d.columns.map((c) => cellOf(c.type, row[c.key]));
        if (totals)
          yield d.columns.map((c, i) =>
            i === 0 && !(c.key in totals)
              ? translate(lang, 'entity:report.total')
              : cellOf(c.type, totals[c.key]),
          );
      };
      // A sheet name is at most 31 characters, without []:*?/\\.
      const sheet = translate(lang, d.title)
        .replace(/[[\]:*?/\\]/g, ' ')
        .slice(0, 31);
      const baseName = `${d.id.replace('.', '-')}-${new Date().toISOString().slice(0, 10)}`;
      return sendTableFile(reply, 'xlsx', baseName, sheet, columns, lines());
    },
  );
}

/**
 * Every report descriptor's API with its rules; a descriptor without registered rules is a
 * start-up error (a report's figures are module knowledge).
 * @example registerReportRoutes(app, ctx, loadReportDescriptors(), buildReportRules())
 */
export function registerReportRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  descriptors: readonly ReportDescriptor[],
  registry: ReportRulesRegistry,
): void {
  for (const d of descriptors) {
    const rules = registry.get(d.id);
    if (!rules) throw new Error(`report ${d.id}: no rules registered under its id`);
    registerReportRoute(app, ctx, d, rules);
  }
}
