/** Light or dark colours. */
export type ThemeMode = 'light' | 'dark';
/** antd's default spacing or its compact algorithm. */
export type ThemeDensity = 'comfortable' | 'compact';

export interface ThemePreference {
  mode: ThemeMode;
  density: ThemeDensity;
}

/**
 * localStorage key of the display preference. Per browser on purpose: a phone and a desk
 * screen may well want different density (docs/decisions.md, issue 12).
 */
export const THEME_STORAGE_KEY = 'theme';

export const DEFAULT_THEME: ThemePreference = { mode: 'light', density: 'comfortable' };

function parse(raw: string | null): ThemePreference {
  if (!raw) return DEFAULT_THEME;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return DEFAULT_THEME;
    const { mode, density } = value as Record<string, unknown>;
    return {
      mode: mode === 'dark' ? 'dark' : 'light',
      density: density === 'compact' ? 'compact' : 'comfortable',
    };
  } catch {
    return DEFAULT_THEME;
  }
}

function readStored(): ThemePreference {
  try {
    return parse(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    // Storage can be disabled (private mode, policies): the default look still works.
    return DEFAULT_THEME;
  }
}

let current: ThemePreference = readStored();
const listeners = new Set<() => void>();

/** The preference in use (a stable object until it changes, for useSyncExternalStore). */
export function getThemePreference(): ThemePreference {
  return current;
}

/** Applies and stores a new preference; every subscriber re-renders. */
export function setThemePreference(next: ThemePreference): void {
  current = next;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not persisted, but the change still applies to this page.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change; returns the unsubscribe. */
export function subscribeThemePreference(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads storage; tests call it after clearing localStorage. */
export function reloadStoredThemePreference(): void {
  current = readStored();
  for (const listener of listeners) listener();
}
