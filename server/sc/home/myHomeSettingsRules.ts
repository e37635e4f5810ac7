import { completeHomeWidgets } from '../../../schemas/sc/settings/homePanelLists';
import { isHomeWidget, type MyHomePanel } from '../../../schemas/sc/settings/homeWidgets';
import { translate } from '../../http/translate';
import { settingsDescriptor } from '../../settings/document/loadSettingsDescriptors';
import { readSettingsDocument } from '../../settings/document/SettingsDocumentStore';
import type { SettingsRules } from '../../settings/document/SettingsRules';

function isEntry(e: unknown): e is { key: unknown; visible: boolean } {
  return (
    typeof e === 'object' &&
    e !== null &&
    Object.keys(e).length === 2 &&
    'key' in e &&
    typeof (e as { visible?: unknown }).visible === 'boolean'
  );
}

/**
 * Each user's own home (`sc.myHome`, a user-scoped document): `panels` is an ordered list of
 * `{key, visible}`, each key a known panel named at most once and allowed by the
 * administrator's `sc.home` at the time of the save (422 naming the first offending key).
 * The list may leave allowed panels out: they show after the listed ones.
 */
export const myHomeSettingsRules: SettingsRules = {
  async check({ db, lang, body }, changes, errors) {
    if (!('panels' in body)) return;
    delete changes.panels;
    const items: unknown[] = Array.isArray(body.panels) ? body.panels : [{}];
    if (!items.every(isEntry) || items.length > 100) {
      errors.panels = [translate(lang, 'sc:myHome.errors.shape')];
      return;
    }
    const admin = await readSettingsDocument(db, settingsDescriptor('sc.home'));
    const allowed = new Set(
      completeHomeWidgets(admin.value.widgets)
        .filter((w) => w.enabled)
        .map((w) => w.key),
    );
    const seen = new Set<unknown>();
    for (const { key } of items) {
      const name = String(key).slice(0, 40);
      if (!isHomeWidget(key)) errors.panels = [translate(lang, 'sc:myHome.errors.unknown', { key: name })];
      else if (seen.has(key)) errors.panels = [translate(lang, 'sc:myHome.errors.twice', { key: name })];
      else if (!allowed.has(key))
        errors.panels = [translate(lang, 'sc:myHome.errors.disallowed', { key: name })];
      if (errors.panels) return;
      seen.add(key);
    }
    delete errors.panels;
    changes.panels = (items as MyHomePanel[]).map((p) => ({ key: p.key, visible: p.visible }));
  },
};
