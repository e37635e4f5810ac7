import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** localStorage key of the chosen language (spec section 9). */
export const LANGUAGE_STORAGE_KEY = 'language';

function readStored(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be disabled (private mode, policies); the default still works.
    return null;
  }
}

let current: Language = readStored() ?? DEFAULT_LANGUAGE;

/** The language in use, read by the api client for Accept-Language. */
export function getLanguage(): Language {
  return current;
}

/** True when the user (on this browser) picked a language explicitly. */
export function hasStoredLanguage(): boolean {
  return readStored() !== null;
}

/** Sets the language in use; `persist` also stores it so it survives a reload. */
export function setCurrentLanguage(language: Language, persist: boolean): void {
  current = language;
  if (!persist) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted, but the switch itself still applies for this page.
  }
}

/** Re-reads storage; tests call it after changing localStorage. */
export function reloadStoredLanguage(): void {
  current = readStored() ?? DEFAULT_LANGUAGE;
}
