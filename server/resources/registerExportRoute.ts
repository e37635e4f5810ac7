import { bothScopes } from './rowScope/bothScopes';
import { rowScopeOf } from './rowScope/rowScopeOf';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/AppContext';
import { ValidationFailed } from '../http/HttpError';
import { translate } from '../http/translate';
import type { EntityService } from './EntityService';
import { cellValue, exportColumns } from './exportColumns';
import { ownerListExporter } from './ownerListExporter';
import { parseListQuery } from './parseListQuery';
import { i18nTextCell } from './richtext/i18nTextColumns';
import { sendTableFile } from './sendTableFile';
import { serializeRow } from './serializeRow';

const PAGE = 1000;
/** A ceiling on one export; beyond it the file says so in its last line rather than running unbounded. */
const MAX_ROWS = 200_000;

/**
 * GET {api}/export?format=csv|xlsx plus the list parameters: streams the rows
 * the caller's list shows (same filters, search and sort), a page at a time.
 */
export function registerExportRoute(app: FastifyInstance, ctx: AppContext, service: EntityService): void {
  const d = service.descriptor;
  app.get<{ Querystring: Record<string, unknown> }>(
    `${d.api}/export`,
    { config: { access: { permission: `${d.permission}.actions.export` } } },
    async (request, reply) => {
      const { format = 'csv', page: _p, per_page: _pp, ...rest } = request.query;
      if (format !== 'csv' && format !== 'xlsx') {
        throw new ValidationFailed(translate(request.lang, 'validation:failed'), {
          format: [translate(request.lang, 'validation:rules.enum', { attribute: 'format' })],
        });
      }
      const params = {
        ...parseListQuery(d, rest, request.lang, service.store.registry),
        perPage: PAGE,
        trashed: 'without' as const,
        // What the caller sees and may export: both scopes hold (rowScopeOf).
        scope: bothScopes(
          await rowScopeOf(request, ctx, d, 'view'),
          await rowScopeOf(request, ctx, d, 'export'),
        ),
      };
      const columns = exportColumns(d, request.lang);
      // Owner lists are written by name (`Department: Sales (SAL)`), a page's names loaded at once.
      const ownerCells = columns.flatMap((c, i) => (c.owners ? [i] : []));
      const writeOwners = ownerCells.length > 0 ? ownerListExporter(ctx.db, request.lang) : undefined;
      async function* rows() {
        // By cursor where the sort allows it (one column): each page then costs what the first does.
        const keyset = params.sort.filter((s) => s.field !== 'id').length <= 1;
        let cursor = params.cursor;
        for (let page = 1; (page - 1) * PAGE < MAX_ROWS; page++) {
          const read = await service.store.pageWithCursor(
            ctx.db,
            keyset && cursor ? { ...params, page: 1, cursor } : { ...params, page },
          );
          const batch = read.rows;
          cursor = read.next ?? undefined;
          const cells = batch.map((row) => {
            const shown = serializeRow(d, row, undefined, request.lang);
            return columns.map((c) =>
              c.language ? i18nTextCell(shown[c.key], c.language) : cellValue(shown[c.key], c.joined),
            );
          });
          if (writeOwners)
            for (const i of ownerCells) {
              const texts = await writeOwners(cells.map((r) => r[i] ?? null));
              cells.forEach((r, k) => {
                r[i] = texts[k] ?? null;
              });
            }
          yield* cells;
          if (batch.length < PAGE) return;
        }
      }
      const stamp = new Date().toISOString().slice(0, 10);
      return sendTableFile(reply, format, `${d.id.replace('.', '-')}-${stamp}`, d.id, columns, rows());
    },
  );
}
