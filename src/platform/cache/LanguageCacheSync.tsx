import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { i18n } from '../i18n/i18n';

/**
 * Refetches the lists on screen when the interface language changes: the server writes
 * some texts in the caller's language (labels of references to four-language names,
 * `{ref}_label`), and those must follow the switch as the screen's own texts do.
 * Data stays on screen while it reloads.
 */
export function LanguageCacheSync() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const revalidate = () => void mutate(() => true);
    i18n.on('languageChanged', revalidate);
    return () => i18n.off('languageChanged', revalidate);
  }, [mutate]);
  return null;
}
