import { useTranslation } from 'react-i18next';
import type { Loaded } from './useHomeData';

/**
 * What a home panel shows while its data loads, when the call failed, or when there is
 * nothing to list: a short line rather than an alert, since the home is where everyone lands.
 * @example if (rows === null || rows === 'failed' || rows.data.length === 0) return <HomePanelStatus loaded={rows} empty={t('homePanels.noHolidays')} />;
 */
export function HomePanelStatus({ loaded, empty }: { loaded: Loaded<unknown>; empty: string }) {
  const { t } = useTranslation('general');
  const text =
    loaded === null ? t('homePanels.loading') : loaded === 'failed' ? t('homePanels.failed') : empty;
  return <p className="home-panel__status">{text}</p>;
}
