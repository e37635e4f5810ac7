import type { DateSelectArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { formatErrorMessages } from '../../../platform/alerts/formatErrorMessages';
import { useAlert } from '../../../platform/alerts/useAlert';
import { localeTag } from '../../../platform/i18n/languages';
import { Button } from '../../../widgets/Button';
import { useDialog } from '../../../widgets/useDialog';
import { ScreenStatus } from '../common/ScreenStatus';
import { entityApi } from '../data/entityApi';
import type { EntityRow } from '../data/EntityRow';
import { useEntityCacheRefresh } from '../data/useEntityCacheRefresh';
import { useEntityRights } from '../data/useEntityRights';
import { entityTitle } from '../format/fieldLabels';
import { formatFieldValue } from '../format/formatFieldValue';
import { ListQueryBar } from '../list/ListQueryBar';
import { useEntityLinks } from '../routing/useEntityLinks';
import { usePageTitle } from '../routing/usePageTitle';
import { InsideTabsContext } from '../tabs/InsideTabsContext';
import type { DescriptorMap } from '../useEntityDescriptors';
import { CalendarBoard } from './CalendarBoard';
import { calendarShape, eventOf, movedValues, slotValues } from './calendarEvents';
import { prefillFromFilters } from './prefillFromFilters';
import { type CalendarViewName, useCalendarQuery } from './useCalendarQuery';
import { type CalendarSpan, useCalendarRows } from './useCalendarRows';
import { wallClockOf, wallTextOf } from '../../../../schemas/core/zonedTime';
import './entityCalendar.css';

const EntityFormDialog = lazy(() =>
  import('../form/EntityFormDialog').then((m) => ({ default: m.EntityFormDialog })),
);

/**
 * An entity's calendar (`entity.calendar`): the rows overlapping the shown month, week or
 * day, with the list's quick search and filters; selecting a span creates a record there
 * (when the user may create), dragging or resizing an event saves it (when its row allows
 * edit; a refusal puts it back and says why), and clicking one opens the record.
 */
export function EntityCalendarView({
  descriptor,
  referenced,
}: {
  descriptor: EntityDescriptor;
  referenced: DescriptorMap;
}) {
  const { t, i18n } = useTranslation();
  const alert = useAlert();
  const navigate = useNavigate();
  const refresh = useEntityCacheRefresh();
  const insideTabs = useContext(InsideTabsContext);
  const title = usePageTitle(entityTitle(t, descriptor));
  const rights = useEntityRights(descriptor);
  const links = useEntityLinks(descriptor.id);
  const shape = useMemo(() => calendarShape(descriptor), [descriptor]);
  const calendar = useCalendarQuery(descriptor.calendar?.initialView ?? 'month');
  const [span, setSpan] = useState<CalendarSpan | null>(null);
  const rows = useCalendarRows(descriptor, span, calendar.query);
  const zone = rows.answer?.meta.time_zone ?? 'UTC';
  const formDialog = useDialog();
  const [editing, setEditing] = useState<EntityRow | null>(null);
  const [prefill, setPrefill] = useState<Record<string, unknown>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const locale = localeTag(i18n.language);

  const events = useMemo(
    () =>
      (rows.answer?.data ?? []).flatMap((row) => {
        const event = eventOf(
          shape,
          descriptor,
          row,
          zone,
          formatFieldValue(descriptor, shape.title, row, t, locale) || `#${row.id}`,
        );
        return event ? [event] : [];
      }),
    [rows.answer, shape, descriptor, zone, t, locale],
  );

  const [period, setPeriod] = useState<{ view: CalendarViewName; date: string } | null>(null);
  const onPeriod = useCallback(
    (view: CalendarViewName, activeStart: Date, activeEnd: Date, anchor: Date) => {
      const text = (date: Date) => (shape.kind === 'date' ? wallTextOf(date).slice(0, 10) : wallTextOf(date));
      setSpan((old) => {
        const next = { start: text(activeStart), end: text(activeEnd) };
        return old && old.start === next.start && old.end === next.end ? old : next;
      });
      setPeriod({ view, date: wallTextOf(anchor).slice(0, 10) });
    },
    [shape.kind],
  );
  // Into the address from an effect: FullCalendar reports its first period while it mounts,
  // before the router accepts a navigation from this screen.
  const { setPeriod: writePeriod } = calendar;
  useEffect(() => {
    if (period) writePeriod(period.view, period.date);
  }, [period, writePeriod]);
  // The organisation's now, to the minute: FullCalendar redraws when its `now` changes.
  const minute = Math.floor(Date.now() / 60_000);
  // biome-ignore lint/correctness/useExhaustiveDependencies: minute stands for the time that passed.
  const now = useMemo(() => wallClockOf(Date.now(), zone), [zone, minute]);

  const openCreate = (values: Record<string, unknown>) => {
    setEditing(null);
    setPrefill({ ...prefillFromFilters(descriptor, calendar.query.filters), ...values });
    formDialog.open();
  };

  const onSelect = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    openCreate(slotValues(shape, { start: arg.start, end: arg.end, allDay: arg.allDay }, zone));
  };

  const onMove = async (arg: EventDropArg | EventResizeDoneArg, resized: boolean) => {
    const row = arg.event.extendedProps.row as EntityRow;
    const name = arg.event.title;
    const place = { start: arg.event.start!, end: arg.event.end, allDay: arg.event.allDay };
    setRefusal(null);
    try {
      await entityApi(descriptor.api).update(
        row.id,
        movedValues(shape, row, place, zone, resized),
        row.version,
      );
      alert.success(t('entity:calendar.moved', { name }));
      void refresh(descriptor);
    } catch (error) {
      // 409 (someone changed it) and 422 (a rule refused the new place) alike: back, and why.
      arg.revert();
      setRefusal(t('entity:calendar.moveRefused', { name, reason: formatErrorMessages(error, t).join(' ') }));
    } finally {
      void rows.reload();
    }
  };

  const onOpen = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const row = arg.event.extendedProps.row as EntityRow;
    if (links.view) navigate(links.view(row.id));
    else if (links.edit && row.allowedActions?.includes('edit')) navigate(links.edit(row.id));
    else if (row.allowedActions?.includes('edit')) {
      setEditing(row);
      setPrefill({});
      formDialog.open();
    }
  };

  if (rows.error && !rows.answer) return <ScreenStatus error={rows.error} />;
  return (
    <section className="entity-calendar" aria-labelledby={insideTabs ? undefined : `${descriptor.id}-title`}>
      {!insideTabs && (
        <h1 id={`${descriptor.id}-title`} className="entity-list__title">
          {title}
        </h1>
      )}
      <div className="entity-list__toolbar">
        <ListQueryBar
          descriptor={descriptor}
          referenced={referenced}
          query={calendar.query}
          onSearch={calendar.setSearch}
          onFilter={calendar.setFilter}
        />
        <div className="entity-list__actions">
          {links.list && <Link to={links.list}>{t('entity:calendar.viewList')}</Link>}
          {rights.create && (
            <Button color="primary" onClick={() => openCreate({})}>
              <span aria-hidden="true">+</span> {t('entity:list.create')}
            </Button>
          )}
        </div>
      </div>
      {refusal && (
        <p role="alert" className="entity-calendar__refusal">
          {refusal}{' '}
          <Button size="small" onClick={() => setRefusal(null)}>
            {t('entity:calendar.dismiss')}
          </Button>
        </p>
      )}
      {rows.answer?.meta.capped && (
        <p role="status" className="entity-calendar__capped">
          {t('entity:calendar.capped', { limit: rows.answer.meta.limit })}
        </p>
      )}
      <div aria-busy={rows.refreshing || undefined}>
        <CalendarBoard
          allDay={shape.kind === 'date'}
          allDaySlot={shape.allDay !== undefined}
          view={calendar.query.view}
          date={calendar.query.date}
          now={now}
          events={events}
          selectable={rights.create}
          label={t('entity:calendar.label', { entity: entityTitle(t, descriptor) })}
          onPeriod={onPeriod}
          onSelect={onSelect}
          onMove={(arg, resized) => void onMove(arg, resized)}
          onOpen={onOpen}
        />
      </div>
      <Suspense fallback={null}>
        {formDialog.isOpen && (
          <EntityFormDialog
            control={formDialog}
            descriptor={descriptor}
            row={editing}
            initialValues={prefill}
            onSaved={() => void rows.reload()}
          />
        )}
      </Suspense>
    </section>
  );
}
