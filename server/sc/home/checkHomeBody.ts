import { HOME_WIDGETS, type HomeWidgetSetting } from '../../../schemas/sc/settings/homeWidgets';
import { type Language, translate } from '../../http/translate';
import type { HomeSettings } from './homeSettings';

/**
 * Reads a PUT body of the home settings: `widgets` must list every panel of HOME_WIDGETS
 * exactly once (the order is the screen's), each `{key, enabled}`; and `version`.
 */
export function checkHomeBody(
  body: Record<string, unknown>,
  lang: Language,
): { changes: Partial<HomeSettings>; version: number | undefined; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const changes: Partial<HomeSettings> = {};
  let version: number | undefined;
  for (const [field, value] of Object.entries(body)) {
    if (field === 'version') {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0) version = value;
      else errors.version = [translate(lang, 'sc:settings.rules.version')];
    } else if (field === 'widgets') {
      const items = Array.isArray(value) ? value : [];
      const widgets = items.filter(
        (w): w is HomeWidgetSetting =>
          typeof w === 'object' &&
          w !== null &&
          (HOME_WIDGETS as readonly unknown[]).includes((w as HomeWidgetSetting).key) &&
          typeof (w as HomeWidgetSetting).enabled === 'boolean' &&
          Object.keys(w).length === 2,
      );
      const keys = new Set(widgets.map((w) => w.key));
      if (
        widgets.length !== items.length ||
        keys.size !== HOME_WIDGETS.length ||
        items.length !== HOME_WIDGETS.length
      )
        errors.widgets = [translate(lang, 'sc:home.errors.widgets')];
      else changes.widgets = widgets.map((w) => ({ key: w.key, enabled: w.enabled }));
    } else errors[field] = [translate(lang, 'sc:settings.rules.unknown', { attribute: field })];
  }
  return { changes, version, errors };
}
