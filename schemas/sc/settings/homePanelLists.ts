import { DEFAULT_HOME_WIDGETS, type HomeWidgetSetting, isHomeWidget, type MyHomePanel } from './homeWidgets';

/**
 * The administrator's list with every known panel exactly once: entries naming no panel
 * or repeating one are dropped, and a panel added after the list was saved comes last,
 * allowed (as on a fresh install), so a module's new panel needs no migration.
 * @example completeHomeWidgets([{ key: 'holidays', enabled: false }]) // holidays first, then the rest enabled
 */
export function completeHomeWidgets(stored: unknown): HomeWidgetSetting[] {
  const seen = new Set<string>();
  const list: HomeWidgetSetting[] = [];
  for (const entry of Array.isArray(stored) ? stored : []) {
    const key = (entry as { key?: unknown } | null)?.key;
    if (!isHomeWidget(key) || seen.has(key)) continue;
    seen.add(key);
    list.push({ key, enabled: (entry as { enabled?: unknown }).enabled !== false });
  }
  for (const d of DEFAULT_HOME_WIDGETS) if (!seen.has(d.key)) list.push({ ...d });
  return list;
}

/**
 * What one user's home shows, in order: the panels the administrator allows, in the user's
 * order (`mine`, their `sc.myHome` list) with their visible switch; allowed panels the user
 * has not placed yet follow in the administrator's order, visible. Disallowed or unknown
 * entries of `mine` are dropped (the administrator may have switched a panel off since).
 * @example myHomePanels(completeHomeWidgets(admin.widgets), mine.panels).filter((p) => p.visible)
 */
export function myHomePanels(allowed: readonly HomeWidgetSetting[], mine: unknown): MyHomePanel[] {
  const allowedKeys = new Set(allowed.filter((w) => w.enabled).map((w) => w.key));
  const seen = new Set<string>();
  const list: MyHomePanel[] = [];
  for (const entry of Array.isArray(mine) ? mine : []) {
    const key = (entry as { key?: unknown } | null)?.key;
    if (!isHomeWidget(key) || !allowedKeys.has(key) || seen.has(key)) continue;
    seen.add(key);
    list.push({ key, visible: (entry as { visible?: unknown }).visible !== false });
  }
  for (const w of allowed) if (w.enabled && !seen.has(w.key)) list.push({ key: w.key, visible: true });
  return list;
}
