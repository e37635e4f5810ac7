import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '../platform/i18n/languages';
import { useLanguage } from '../platform/i18n/useLanguage';
import './languageSwitcher.css';

/**
 * Picks the interface language; the choice is stored and survives a reload.
 * A native select: light enough for the sign-in page, and fully keyboard friendly.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <select
      className={['atrium-language-switcher', className ?? ''].filter(Boolean).join(' ')}
      aria-label={t('common:language.label')}
      data-testid="language-switcher"
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void setLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {t(`common:language.${code}`)}
        </option>
      ))}
    </select>
  );
}
