import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../src/platform/session/useSession';
import { type DateRange, DateRangePicker } from '../../src/widgets/DateRangePicker';
import { ShareMemberSelect } from '../../src/widgets/ShareMemberSelect';
import { HomePanels } from '../sc/home/HomePanels';
import { useHomeWidgets } from '../sc/home/useHomeData';

/**
 * `/home`: a welcome, with the share-member selector and the date-range picker, then the
 * panels the administrator chose on /sc/home-settings (quick links, notifications, holidays).
 */
export function HomeScreen() {
  const { t } = useTranslation('general');
  const session = useSession();
  const widgets = useHomeWidgets();
  const [members, setMembers] = useState<Array<number | string>>([]);
  const [range, setRange] = useState<DateRange>(null);
  return (
    <section className="shell-card" aria-labelledby="home-title">
      <h1 id="home-title">{t('home.welcome', { name: session?.user.name ?? '' })}</h1>
      <p>{t('home.intro')}</p>
      <div className="shell-filters">
        <div>
          <label htmlFor="home-share-members">{t('home.shareWith')}</label>
          <ShareMemberSelect
            id="home-share-members"
            label={t('home.shareWith')}
            placeholder={t('home.sharePlaceholder')}
            value={members}
            onChange={setMembers}
          />
        </div>
        <fieldset className="shell-filters__group">
          <legend className="shell-filters__label">{t('home.period')}</legend>
          <DateRangePicker
            id="home-period-range"
            startLabel={t('home.startDate')}
            endLabel={t('home.endDate')}
            value={range}
            onChange={setRange}
          />
        </fieldset>
      </div>
      <HomePanels widgets={widgets} />
    </section>
  );
}
