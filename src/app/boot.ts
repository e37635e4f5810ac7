import { changeLanguage, initI18n } from '../platform/i18n/i18n';
import { hasStoredLanguage } from '../platform/i18n/languageStore';
import { isLanguage } from '../platform/i18n/languages';
import { loadNamespaces } from '../platform/i18n/loadNamespaces';
import { startLicensedModules } from '../platform/license/startLicensedModules';
import { startNotifications } from '../platform/notifications/startNotifications';
import { startRealtime } from '../platform/realtime/startRealtime';
import { restoreSession } from '../platform/session/restoreSession';
import { startSessionServices } from '../platform/session/startSessionServices';

/** Message namespaces every screen needs (the header's notification bell included). */
export const BOOT_NAMESPACES = ['common', 'general', 'notifications'] as const;

/**
 * Everything before the first screen: translations and the session (from
 * sessionStorage or, silently, from the refresh cookie). Then the session services, the
 * realtime connection, the notifications and the licence's modules run while someone is
 * signed in; the returned function stops them.
 */
export async function boot(): Promise<() => void> {
  await initI18n();
  const [, session] = await Promise.all([
    loadNamespaces(BOOT_NAMESPACES).catch((error: unknown) => {
      // Without messages the screens show keys, which is better than no screen at all.
      console.error(error);
    }),
    restoreSession(),
  ]);
  // The signed-in user's own language, unless this browser picked one explicitly
  // (the sign-in page applies it the same way).
  const language = session?.user.language;
  if (isLanguage(language) && !hasStoredLanguage()) await changeLanguage(language, false);
  const stops = [startSessionServices(), startRealtime(), startNotifications(), startLicensedModules()];
  return () => {
    for (const stop of stops) stop();
  };
}
