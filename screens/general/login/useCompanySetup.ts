import { useEffect } from 'react';
import useSWR from 'swr';
import { swrFetcher } from '../../../src/platform/api/apiClient';
import { changeLanguage } from '../../../src/platform/i18n/i18n';
import { hasStoredLanguage } from '../../../src/platform/i18n/languageStore';
import { isLanguage } from '../../../src/platform/i18n/languages';
import type { CompanySetup } from './CompanySetup';

/**
 * The organisation's name and logo for the sign-in page. Its default language
 * applies until the visitor picks one (the pick is stored; the default is not).
 */
export function useCompanySetup(): CompanySetup | undefined {
  const { data } = useSWR<{ data: CompanySetup }>('/api/sc/company-setup/get-setup', swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const setup = data?.data;
  const defaultLanguage = setup?.defaultLanguage;

  useEffect(() => {
    if (isLanguage(defaultLanguage) && !hasStoredLanguage()) void changeLanguage(defaultLanguage, false);
  }, [defaultLanguage]);

  return setup;
}
