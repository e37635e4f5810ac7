import { type ThemeConfig, theme } from 'antd';
import { ACCESSIBLE_LIGHT_TOKENS } from './accessibleTokens';
import type { ThemePreference } from './themePreferenceStore';

/**
 * antd's theme for a display preference: its dark and compact algorithms on top of the
 * default one, so every antd component and (through the published tokens) the app's own
 * CSS follow one switch. Light mode takes the seeds that pass WCAG AA text contrast
 * (accessibleTokens); the dark algorithm derives its own.
 * @example <ConfigProvider theme={themeConfigOf({ mode: 'dark', density: 'compact' })}>
 */
export function themeConfigOf(preference: ThemePreference): ThemeConfig {
  const algorithm = [preference.mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (preference.density === 'compact') algorithm.push(theme.compactAlgorithm);
  return preference.mode === 'dark' ? { algorithm } : { algorithm, token: ACCESSIBLE_LIGHT_TOKENS };
}
