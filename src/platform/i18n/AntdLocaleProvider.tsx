import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { Spinner } from '../../widgets/Spinner';
import type { Language } from './languages';
import { useLanguage } from './useLanguage';

interface LocaleModules {
  antd: Locale;
  dayjsLocale: string;
}

/** antd and dayjs locales per language, each loaded only when used. */
const LOADERS: Record<Language, () => Promise<LocaleModules>> = {
  tw: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/zh_TW'), import('dayjs/locale/zh-tw')]);
    return { antd: antd.default, dayjsLocale: 'zh-tw' };
  },
  en: async () => {
    const antd = await import('antd/es/locale/en_US');
    return { antd: antd.default, dayjsLocale: 'en' };
  },
  cn: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    return { antd: antd.default, dayjsLocale: 'zh-cn' };
  },
  jp: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/ja_JP'), import('dayjs/locale/ja')]);
    return { antd: antd.default, dayjsLocale: 'ja' };
  },
};

/**
 * antd's components (pickers, selects, pagination) and dayjs follow the interface
 * language. Used by the signed-in shell: the sign-in page has no antd component.
 * The children wait for the first locale: giving ConfigProvider a locale later would
 * remount the whole tree below it (and show English pickers for a moment).
 */
export function AntdLocaleProvider({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  const [locale, setLocale] = useState<Locale | undefined>(undefined);

  useEffect(() => {
    let current = true;
    LOADERS[language]().then(
      (loaded) => {
        if (!current) return;
        dayjs.locale(loaded.dayjsLocale);
        setLocale(loaded.antd);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [language]);

  if (!locale) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} aria-busy="true">
        <Spinner size="large" />
      </div>
    );
  }
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
