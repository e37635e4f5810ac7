import { useTranslation } from 'react-i18next';
import { completeHomeWidgets } from '../../../schemas/sc/settings/homePanelLists';
import type { SettingsWidgetProps } from '../../../src/runtime/settings/SettingsWidget';
import { ReorderableList } from '../../../src/widgets/ReorderableList';
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
  const nameOf = (widget: (typeof widgets)[number]) => t(`home.widgets.${widget.key}`);
  return (
    <>
      {error && <p className="form-error">{error}</p>}
      <ReorderableList
        items={widgets}
        keyOf={(widget) => widget.key}
        nameOf={nameOf}
        onReorder={onChange}
        readOnly={disabled}
        aria-label={label}
        className="home-settings__list"
      >
        {(widget) => (
          <label>
            <input
              type="checkbox"
              checked={widget.enabled}
              disabled={disabled}
              aria-label={t('home.show', { name: nameOf(widget) })}
              onChange={(event) => {
                const enabled = event.target.checked;
                onChange(widgets.map((w) => (w.key === widget.key ? { ...w, enabled } : w)));
              }}
            />{' '}
            {nameOf(widget)}
          </label>
        )}
      </ReorderableList>
    </>
  );
}
