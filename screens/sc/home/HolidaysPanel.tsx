import { useTranslation } from 'react-i18next';
import { HomePanelStatus } from './HomePanelStatus';
import { type UpcomingDay, useHomeData } from './useHomeData';

/** The default region's next holidays and make-up workdays. */
export function HolidaysPanel() {
  const { t } = useTranslation('general');
  const days = useHomeData<{ data: UpcomingDay[]; region: { name: string } | null }>(
    '/api/sc/calendar/upcoming',
  );
  if (days === null || days === 'failed' || days.data.length === 0)
    return <HomePanelStatus loaded={days} empty={t('homePanels.noHolidays')} />;
  return (
    <ul className="home-panel__list">
      {days.data.map((day) => (
        <li key={day.id}>
          <time dateTime={day.date}>{day.date}</time> {day.name}
          {day.kind === 'workday' && ` (${t('homePanels.workday')})`}
        </li>
      ))}
    </ul>
  );
}
