import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../src/platform/api/apiClient';
import { localeTag } from '../../../src/platform/i18n/languages';
import { pickRowLabel } from '../../../src/runtime/entity/data/pickRowLabel';
import { Button } from '../../../src/widgets/Button';
import { SelectField } from '../../../src/widgets/SelectField';
import { monthGrid } from './monthGrid';
import { type CalendarDay, useRegionYear } from './useRegionYear';
import './calendarYear.css';

/** A region of the pick list: a whole row for a viewer of regions, else `{id, label}`. */
interface RegionOption {
  id: number;
  name?: string;
  label?: string;
  is_default?: boolean;
}

/** Weekday initials in the interface language, Sunday first (1 Jan 2023 was a Sunday). */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2023, 0, 1 + i))));
}

/**
 * `/sc/calendar-year`: one region's year at a glance, twelve month grids with its holidays
 * and make-up workdays marked (and named, for screen readers, in each day's label). The days
 * themselves are edited and imported on /sc/calendar-event.
 */
export function CalendarYearScreen() {
  const { t, i18n } = useTranslation('sc');
  const [regions, setRegions] = useState<RegionOption[] | null | 'failed'>(null);
  const [region, setRegion] = useState<number | null>(null);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const days = useRegionYear(region, year);
  const locale = localeTag(i18n.language);
  const weekdays = useMemo(() => weekdayNames(locale), [locale]);
  const monthFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }),
    [locale],
  );

  useEffect(() => {
    api
      .get<{ data: RegionOption[] }>('/api/sc/calendar-region/all', { guardsScreen: true })
      .then((answer) => {
        setRegions(answer.data);
        const preferred = answer.data.find((r) => r.is_default) ?? answer.data[0];
        setRegion(preferred?.id ?? null);
      })
      .catch(() => setRegions('failed'));
  }, []);

  const byDate = useMemo(() => {
    const map = new Map<string, CalendarDay>();
    if (Array.isArray(days)) for (const day of days) map.set(day.date, day);
    return map;
  }, [days]);

  return (
    <section className="shell-card calendar-year" aria-labelledby="calendar-year-title">
      <h1 id="calendar-year-title">{t('calendar.year.title')}</h1>
      {regions === null && <p>{t('calendar.year.loading')}</p>}
      {regions === 'failed' && <p role="alert">{t('calendar.year.failed')}</p>}
      {Array.isArray(regions) && regions.length === 0 && (
        <p>
          {t('calendar.year.noRegion')}{' '}
          <Link to="/sc/calendar-region">{t('routes.calendarRegion.title')}</Link>
        </p>
      )}
      {Array.isArray(regions) && regions.length > 0 && (
        <div className="calendar-year__controls">
          <SelectField<number>
            className="calendar-year__region"
            label={t('calendar.year.region')}
            value={region}
            onChange={setRegion}
            options={regions.map((r) => ({
              value: r.id,
              label: pickRowLabel({ labelField: 'name' }, r, i18n.language),
            }))}
          />
          <Button onClick={() => setYear((y) => y - 1)}>{t('calendar.year.previous')}</Button>
          <output aria-label={t('calendar.year.year')} className="calendar-year__year">
            {year}
          </output>
          <Button onClick={() => setYear((y) => y + 1)}>{t('calendar.year.next')}</Button>
          <Link to="/sc/calendar-event">{t('routes.calendarEvent.title')}</Link>
        </div>
      )}
      {days === 'failed' && <p role="alert">{t('calendar.year.failed')}</p>}
      {Array.isArray(days) && days.length === 0 && <p>{t('calendar.year.empty')}</p>}
      {region !== null && Array.isArray(days) && (
        <div className="calendar-year__months">
          {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
            <table key={month} className="calendar-year__month">
              <caption>{monthFormat.format(new Date(Date.UTC(year, month - 1, 1)))}</caption>
              <thead>
                <tr>
                  {weekdays.map((name, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: narrow weekday names repeat (S, S; T, T).
                    <th key={i} scope="col">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthGrid(year, month).map((week) => (
                  <tr key={week.find(Boolean)?.date}>
                    {week.map((cell, i) => {
                      const event = cell ? byDate.get(cell.date) : undefined;
                      return (
                        <td
                          key={cell?.date ?? `empty-${i}`}
                          className={event ? `calendar-year__day--${event.kind}` : undefined}
                          title={event?.name}
                          aria-label={
                            cell && event
                              ? `${cell.date} ${event.name} (${t(`options.calendarEvent.kind.${event.kind}`)})`
                              : undefined
                          }
                        >
                          {cell?.day ?? ''}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      )}
    </section>
  );
}
