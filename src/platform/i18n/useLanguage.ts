import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { isLanguage, type Language } from './languages';
import { getLanguage } from './languageStore';

/**
 * The current language and a setter that persists the choice.
 * @example const [language, setLanguage] = useLanguage();
 */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  // Subscribing through react-i18next re-renders the caller on a language change.
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : getLanguage();
  return [language, changeLanguage];
}
