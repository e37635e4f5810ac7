import { useSyncExternalStore } from 'react';
import {
  getThemePreference,
  setThemePreference,
  subscribeThemePreference,
  type ThemePreference,
} from './themePreferenceStore';

/**
 * The user's display preference on this browser (light/dark, comfortable/compact) and a
 * setter that stores it.
 * @example const [theme, setTheme] = useThemePreference(); setTheme({ ...theme, mode: 'dark' });
 */
export function useThemePreference(): [ThemePreference, (next: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribeThemePreference, getThemePreference, getThemePreference);
  return [preference, setThemePreference];
}
