import { useTranslation } from 'react-i18next';
import { completeHomeWidgets } from '../../../schemas/sc/settings/homePanelLists';
import type { SettingsWidgetProps } from '../../../src/runtime/settings/SettingsWidget';
import { Button } from '../../../src/widgets/Button';
import './homeSettings.css';

/**
 * `homePanels`: which panels users may show on their home (quick links, latest
 * notifications, coming holidays, open leads...) and the order a user who has not chosen
 * sees, with plain checkboxes and move up / move down buttons, so it works from the
 * keyboard and a screen reader. Each user then picks and orders within these (`sc.myHome`).
 */
export function HomePanelsWidget({ label, value, onChange, error, disabled }: SettingsWidgetProps) {
  const { t } = useTranslation('sc');
  // Completed: a panel a module added after the list was saved shows (last, allowed).
  const widgets = completeHomeWidgets(value);
  const move = (i: number, by: -1 | 1) => {
    const next = [...widgets];
    const [item] = next.splice(i, 1);
    if (item) next.splice(i + by, 0, item);
    onChange(next);
  };
  return (
    <>
      {error && <p className="form-error">{error}</p>}
      <ol className="home-settings__list" aria-label={label}>
        {widgets.map((widget, i) => {
          const name = t(`home.widgets.${widget.key}`);
          return (
            <li key={widget.key} className="home-settings__item">
              <label>
                <input
                  type="checkbox"
                  checked={widget.enabled}
                  disabled={disabled}
                  aria-label={t('home.show', { name })}
                  onChange={(event) => {
                    const enabled = event.target.checked;
                    onChange(widgets.map((w) => (w.key === widget.key ? { ...w, enabled } : w)));
                  }}
                />{' '}
                {name}
              </label>
              {!disabled && (
                <span className="home-settings__moves">
                  <Button
                    size="small"
                    disabled={i === 0}
                    aria-label={t('home.moveUp', { name })}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    disabled={i === widgets.length - 1}
                    aria-label={t('home.moveDown', { name })}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
