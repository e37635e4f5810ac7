import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyLocalePluralRules } from './applyLocalePluralRules';
import { getLanguage, setCurrentLanguage } from './languageStore';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language, localeTag } from './languages';

/**
 * The app's one i18next instance. Namespaces are modules (`common`, `general`,
 * `sc`...); keys from another namespace are written `ns:key`.
 */
export const i18n = i18next.createInstance();

/** Initialises i18next in the stored language; messages are added by loadNamespaces. */
export async function initI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    lng: getLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // `tw`, `cn`, `jp` are our codes, not BCP 47: never derive `tw-XX` or similar.
    load: 'currentOnly',
    ns: [],
    defaultNS: 'common',
    fallbackNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    // React escapes what it renders; escaping here would double-escape.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  // Our codes are not BCP 47 either for plural rules: `jp` must pluralise as Japanese.
  applyLocalePluralRules(i18n);
  document.documentElement.lang = localeTag(getLanguage());
}

/**
 * Switches the interface language and stores the choice under `language`.
 * @example await changeLanguage('jp')
 */
export async function changeLanguage(language: Language, persist = true): Promise<void> {
  setCurrentLanguage(language, persist);
  document.documentElement.lang = localeTag(language);
  await i18n.changeLanguage(language);
}
