import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomePanelDefinition } from '../../../src/app/HomePanelDefinition';
import { HomePanelStatus } from './HomePanelStatus';
import './homePanels.css';

/**
 * The home workspace's grid: each panel in its frame (heading from the registry, span from
 * its size), its body loaded on demand. The caller decides which panels and in which order.
 * @example <HomePanels panels={[homePanels.holidays, homePanels.quickLinks]} />
 */
export function HomePanels({ panels }: { panels: readonly HomePanelDefinition[] }) {
  const { t } = useTranslation();
  return (
    <div className="home-panels">
      {panels.map(({ id, title, size, component: Body }) => (
        <section
          key={id}
          className={`home-panel home-panel--${size}`}
          aria-labelledby={`home-panel-${id}`}
          data-panel={id}
        >
          <h2 id={`home-panel-${id}`}>{t(title)}</h2>
          <Suspense fallback={<HomePanelStatus loaded={null} empty="" />}>
            <Body />
          </Suspense>
        </section>
      ))}
    </div>
  );
}
