import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_LOCALES, calendarLocale } from './calendarLocales';
import type { CalendarViewName } from './useCalendarQuery';
import { useDecorativeIcons } from './useDecorativeIcons';

/** FullCalendar's view for each of ours: whole days stay in day grids; times get a time grid. */
function viewNames(allDay: boolean): Record<CalendarViewName, string> {
  return allDay
    ? { month: 'dayGridMonth', week: 'dayGridWeek', day: 'dayGridDay' }
    : { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay' };
}

export interface CalendarBoardProps {
  allDay: boolean;
  /** The week and day views offer an all-day row (a datetime calendar with an `allDay` field). */
  allDaySlot: boolean;
  view: CalendarViewName;
  date: string | undefined;
  /** The organisation's "now" as a wall-clock text, so today is the organisation's today. */
  now: string;
  events: EventInput[];
  selectable: boolean;
  label: string;
  onPeriod: (view: CalendarViewName, activeStart: Date, activeEnd: Date, anchor: Date) => void;
  onSelect: (arg: DateSelectArg) => void;
  onMove: (arg: EventDropArg | EventResizeDoneArg, resized: boolean) => void;
  onOpen: (arg: EventClickArg) => void;
}

/**
 * FullCalendar with the product's settings: UTC coordinates (the events are wall-clock texts
 * of the organisation's zone), the interface language, month/week/day, selecting a span when
 * the user may create, and events that are focusable and open with Enter.
 */
export function CalendarBoard(props: CalendarBoardProps) {
  const { i18n } = useTranslation();
  const board = useRef<HTMLElement>(null);
  useDecorativeIcons(board);
  const names = viewNames(props.allDay);
  const ours = Object.fromEntries(Object.entries(names).map(([k, v]) => [v, k])) as Record<
    string,
    CalendarViewName
  >;
  return (
    <section ref={board} className="entity-calendar__board" aria-label={props.label}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        timeZone="UTC"
        now={props.now}
        locales={CALENDAR_LOCALES}
        locale={calendarLocale(i18n.language)}
        initialView={names[props.view]}
        initialDate={props.date}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: `${names.month},${names.week},${names.day}`,
        }}
        height="auto"
        allDaySlot={props.allDaySlot}
        events={props.events}
        selectable={props.selectable}
        selectMirror
        select={props.onSelect}
        eventDrop={(arg) => props.onMove(arg, false)}
        eventResize={(arg) => props.onMove(arg, true)}
        eventClick={props.onOpen}
        eventInteractive
        dayMaxEvents
        // FullCalendar names a day's cell by its date number alone, so a cell holding events
        // shows text its name lacks (axe: label-content-name-mismatch); the cell goes unnamed,
        // and its date link and events keep their own names.
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        datesSet={(arg: DatesSetArg) =>
          props.onPeriod(
            ours[arg.view.type] ?? 'month',
            arg.view.activeStart,
            arg.view.activeEnd,
            arg.view.currentStart,
          )
        }
      />
    </section>
  );
}
