import type { FastifyInstance } from 'fastify';
import type { FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { AppContext } from '../../http/AppContext';
import { readCompanySettings } from '../../settings/companySettings';
import type { EntityService } from '../EntityService';
import { parseListQuery } from '../parseListQuery';
import { allowedActionsFor } from '../rowScope/allowedActionsFor';
import { rowScopeOf } from '../rowScope/rowScopeOf';
import { serializeRow } from '../serializeRow';
import { parseCalendarWindow } from './parseCalendarWindow';

/** At most this many rows per call; beyond, `meta.capped` says the calendar shows only these. */
export const CALENDAR_LIMIT = 1000;

/**
 * `GET {api}/calendar?start=&end=` for an entity with a `calendar` section: the live rows
 * overlapping the window, in start order, through the list's own right (`view`), filters
 * and quick search (`filter[..]`, `search`, parsed by parseListQuery and applied by
 * EntityStore, so what a list hides a calendar hides) and the caller's row scope, each with its `allowedActions`.
 * `meta.time_zone` is the organisation's zone, in which the web shows times and reads a
 * window given without an offset.
 */
export function registerCalendarRoute(app: FastifyInstance, ctx: AppContext, service: EntityService): void {
  const d = service.descriptor;
  const calendar = d.calendar;
  if (!calendar) return;
  const startField = (d.fields as Record<string, FieldDescriptor>)[calendar.start];
  app.get<{ Querystring: Record<string, unknown> }>(
    `${d.api}/calendar`,
    { config: { access: { permission: `${d.permission}.actions.view` } } },
    async (request) => {
      const { page: _page, per_page: _perPage, sort: _sort, trashed: _trashed, ...rest } = request.query;
      const listed = parseListQuery(d, rest, request.lang);
      const { timeZone } = await readCompanySettings(ctx.db);
      const window = parseCalendarWindow(d, request.query, request.lang, timeZone);
      const rows = await service.store.page(ctx.db, {
        ...listed,
        page: 1,
        perPage: CALENDAR_LIMIT + 1,
        sort: [{ field: calendar.start, desc: false }],
        filters: [...listed.filters, { field: calendar.start, op: 'overlaps', value: window }],
        trashed: 'without',
        scope: await rowScopeOf(request, ctx, d, 'view'),
      });
      const allowed = await allowedActionsFor(request, ctx, service, rows);
      return {
        data: rows.slice(0, CALENDAR_LIMIT).map((row) => serializeRow(d, row, allowed(row))),
        meta: {
          start: window.from.text,
          end: window.to.text,
          time_zone: timeZone,
          all_day: startField?.type === 'date',
          limit: CALENDAR_LIMIT,
          capped: rows.length > CALENDAR_LIMIT,
        },
      };
    },
  );
}
