import { HOME_WIDGETS, type HomeWidgetSetting } from '../../../schemas/sc/settings/homeWidgets';
import { translate } from '../../http/translate';
import type { SettingsRules } from '../../settings/document/SettingsRules';

function isPanel(w: unknown): w is HomeWidgetSetting {
  return (
    typeof w === 'object' &&
    w !== null &&
    (HOME_WIDGETS as readonly unknown[]).includes((w as HomeWidgetSetting).key) &&
    typeof (w as HomeWidgetSetting).enabled === 'boolean' &&
    Object.keys(w).length === 2
  );
}

/**
 * The home settings (`sc.home`) beyond their field type: `widgets` must list every panel of
 * HOME_WIDGETS exactly once (the order is the screen's), each `{key, enabled}`.
 */
export const homeSettingsRules: SettingsRules = {
  check({ lang, body }, changes, errors) {
    if (!('widgets' in body)) return;
    delete changes.widgets;
    const items = Array.isArray(body.widgets) ? body.widgets : [];
    const widgets = items.filter(isPanel);
    const keys = new Set(widgets.map((w) => w.key));
    if (
      widgets.length !== items.length ||
      keys.size !== HOME_WIDGETS.length ||
      items.length !== HOME_WIDGETS.length
    )
      errors.widgets = [translate(lang, 'sc:home.errors.widgets')];
    else {
      delete errors.widgets;
      changes.widgets = widgets.map((w) => ({ key: w.key, enabled: w.enabled }));
    }
  },
};
