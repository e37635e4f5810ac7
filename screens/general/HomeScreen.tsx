import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../schemas/core/hasPermission';
import type { HomeWidget } from '../../schemas/sc/settings/homeWidgets';
import { homePanels } from '../../src/app/homePanels';
import { localeTag } from '../../src/platform/i18n/languages';
import { useSession } from '../../src/platform/session/useSession';
import { Button } from '../../src/widgets/Button';
import { type DateRange, DateRangePicker } from '../../src/widgets/DateRangePicker';
import { ShareMemberSelect } from '../../src/widgets/ShareMemberSelect';
import { useDialog } from '../../src/widgets/useDialog';
import { HomePanels } from '../sc/home/HomePanels';
import { useMyHome } from '../sc/home/useMyHome';
import './home.css';

// The dialog (and antd's checkbox) loads on the first "Customise", not with the home.
const CustomiseHomeDialog = lazy(() =>
  import('../sc/home/CustomiseHomeDialog').then((m) => ({ default: m.CustomiseHomeDialog })),
);

/**
 * `/home`, the workspace: a welcome with today's date and the "Customise" button, the
 * spec's share-member selector and date-range picker, then the panels of the panel registry
 * (src/app/homePanels.ts) the administrator allows (home-settings), the user holds the
 * permission for, and the user chose to see, in the user's order.
 */
export function HomeScreen() {
  const { t, i18n } = useTranslation('general');
  const session = useSession();
  const home = useMyHome();
  const dialog = useDialog();
  const [members, setMembers] = useState<Array<number | string>>([]);
  const [range, setRange] = useState<DateRange>(null);
  const rights = session?.user.userPermission;
  // Panels the user may not see are neither shown nor offered in the dialog.
  const permitted = useMemo(
    () =>
      home.panels.filter(({ key }) => {
        const path = homePanels[key].permission;
        return path === 'authenticated' || hasPermission(rights, path);
      }),
    [home.panels, rights],
  );
  const names = Object.fromEntries(
    Object.values(homePanels).map((p) => [p.id, t(p.title, { ns: 'general' })]),
  ) as Record<HomeWidget, string>;
  const shown = permitted.filter((p) => p.visible).map((p) => homePanels[p.key]);
  const today = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'full' }).format(new Date());
  return (
    <section className="home" aria-labelledby="home-title">
      {/* A div, not <header>: the page has one banner, the shell's. */}
      <div className="home__header">
        <div>
          <h1 id="home-title">{t('home.welcome', { name: session?.user.name ?? '' })}</h1>
          <p className="home__intro">{t('home.intro', { date: today })}</p>
        </div>
        <Button onClick={dialog.open} disabled={!home.ready}>
          {t('home.customise')}
        </Button>
      </div>
      <div className="home__filters">
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
        <fieldset className="home__period">
          <legend>{t('home.period')}</legend>
          <DateRangePicker
            id="home-period-range"
            startLabel={t('home.startDate')}
            endLabel={t('home.endDate')}
            value={range}
            onChange={setRange}
          />
        </fieldset>
      </div>
      {home.ready && shown.length === 0 && <p className="home__empty">{t('home.noPanels')}</p>}
      {home.ready && <HomePanels panels={shown} />}
      {dialog.isOpen && (
        <Suspense fallback={null}>
          <CustomiseHomeDialog control={dialog} panels={permitted} names={names} onSave={home.save} />
        </Suspense>
      )}
    </section>
  );
}
