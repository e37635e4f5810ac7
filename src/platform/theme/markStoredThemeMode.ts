import { getThemePreference } from './themePreferenceStore';

/**
 * Marks :root with the stored light or dark mode before anything draws, so the screens
 * outside the shell (sign-in, errors) take tokenDefaults.css's matching colours and a dark
 * user's first frame is not white. The shell's ThemeProvider takes over from there.
 * @example markStoredThemeMode(); root.render(<BootSpinner />);
 */
export function markStoredThemeMode(): void {
  document.documentElement.dataset.theme = getThemePreference().mode;
}
