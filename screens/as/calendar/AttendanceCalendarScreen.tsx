import type { EventClickArg, EventInput } from '@fullcalendar/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { i18nLabel } from '../../../schemas/core/richtext/i18nText';
import { addDays, wallClockOf } from '../../../schemas/core/zonedTime';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { swrFetcher } from '../../../src/platform/api/apiClient';
import { useNamespaces } from '../../../src/platform/i18n/useNamespaces';
import { useEntityChanged } from '../../../src/platform/realtime/useEntityChanged';
import { CalendarBoard } from '../../../src/runtime/entity/calendar/CalendarBoard';
import { minuteText } from '../clocking/formatClock';
import '../../../src/runtime/entity/calendar/entityCalendar.css';
import './attendanceCalendar.css';

/** One day of GET /api/as/calendar. */
interface CalendarDay {
  date: string;
  kind: string;
  status: string;
  exceptions: string;
  first_in: string | null;
  last_out: string | null;
  worked_minutes: number;
  late_minutes: number;
  early_leave_minutes: number;
  leave_minutes: number;
  overtime_minutes: number;
  shift_code: string | null;
  shift_name: unknown;
  start_time: string | null;
  end_time: string | null;
  holiday: string | null;
  reasons: Array<{ key: string; values?: Record<string, string | number> }>;
}

/**
 * The colour of each status: exceptions and absence stand out, days without work recede. Each
 * carries white text at a contrast of 4.5:1 or more (WCAG AA).
 */
const STATUS_COLORS: Record<string, string> = {
  normal: '#237804',
  exception: '#ad2102',
  absent: '#a8071a',
  onLeave: '#0958d9',
  holiday: '#595959',
  restDay: '#595959',
  noShift: '#595959',
};

/**
 * `/as/use/calendar` (the clock-in calendar, hand-written as the product's design says): the
 * caller's month, each day coloured by its result (exceptions and absence stand out) and
 * titled with its status or holiday; a day opens below with its shift, punches, minutes and
 * the reasons it was computed from.
 */
export function AttendanceCalendarScreen() {
  const { t, i18n } = useTranslation('as');
  useNamespaces('as');
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const answer = useSWR<{ data: CalendarDay[]; meta: { zone: string } }>(
    period ? `/api/as/calendar?from=${period.from}&to=${period.to}` : null,
    swrFetcher,
    { keepPreviousData: true },
  );
  // A leave approved, cancelled or a punch recomputed elsewhere recolours the month at once.
  useEntityChanged(['as.attendanceDay'], () => void answer.mutate());
  const days = answer.data?.data ?? [];
  const zone = answer.data?.meta.zone ?? 'UTC';
  const events = useMemo<EventInput[]>(
    () =>
      days.map((day) => ({
        id: day.date,
        start: day.date,
        allDay: true,
        editable: false,
        title:
          day.holiday ??
          [
            t(`day.status.${day.status}`),
            ...day.exceptions
              .split(',')
              .filter(Boolean)
              .map((e) => t(`day.exceptions.${e}`)),
          ]
            .filter((text, i, all) => all.indexOf(text) === i)
            .join(' · '),
        color: STATUS_COLORS[day.status],
      })),
    [days, t],
  );
  const chosen = days.find((day) => day.date === open);
  return (
    <section className="shell-card as-calendar" aria-labelledby="as-calendar-title">
      <h1 id="as-calendar-title">{t('routes.use.calendar.title')}</h1>
      {answer.error && <p role="alert">{formatErrorMessages(answer.error, t).join(' ')}</p>}
      <CalendarBoard
        allDay
        allDaySlot={false}
        view="month"
        date={undefined}
        now={wallClockOf(Date.now(), zone)}
        events={events}
        selectable={false}
        label={t('calendar.label')}
        onPeriod={(_, start, end) => {
          const from = start.toISOString().slice(0, 10);
          const to = addDays(end.toISOString().slice(0, 10), -1);
          setPeriod((current) => (current?.from === from && current.to === to ? current : { from, to }));
        }}
        onSelect={() => undefined}
        onMove={(arg) => arg.revert()}
        onOpen={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          setOpen(arg.event.id);
        }}
      />
      {chosen && (
        <section className="as-calendar__day" aria-labelledby="as-calendar-day">
          <h2 id="as-calendar-day">{t('calendar.dayTitle', { date: chosen.date })}</h2>
          <dl>
            <dt>{t('calendar.shift')}</dt>
            <dd>
              {chosen.shift_code && chosen.start_time && chosen.end_time
                ? t('clocking.shift', {
                    name: i18nLabel(chosen.shift_name, i18n.language) || chosen.shift_code,
                    start: chosen.start_time,
                    end: chosen.end_time,
                  })
                : t('clocking.noShift')}
            </dd>
            <dt>{t('calendar.inOut')}</dt>
            <dd>
              {chosen.first_in ? minuteText(chosen.first_in, zone) : '—'} –{' '}
              {chosen.last_out ? minuteText(chosen.last_out, zone) : '—'}
            </dd>
            <dt>{t('calendar.minutes')}</dt>
            <dd>
              {t('calendar.minutesText', {
                worked: chosen.worked_minutes,
                late: chosen.late_minutes,
                early: chosen.early_leave_minutes,
                leave: chosen.leave_minutes,
                overtime: chosen.overtime_minutes,
              })}
            </dd>
          </dl>
          <h3>{t('clocking.why')}</h3>
          <ul>
            {chosen.reasons.map((reason, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: reasons are a fixed list per day.
              <li key={i}>{t(`day.reasons.${reason.key}`, reason.values ?? {})}</li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
