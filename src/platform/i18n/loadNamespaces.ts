import { i18n } from './i18n';
import { LANGUAGES } from './languages';

type ModuleMessages = Partial<Record<string, Record<string, unknown>>>;

const loading = new Map<string, Promise<void>>();

async function fetchModule(module: string): Promise<void> {
  const response = await fetch(`/lang/json-data/${encodeURIComponent(module)}`, {
    headers: { Accept: 'application/json' },
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`Messages of ${module}: HTTP ${response.status}`);
  const body = (await response.json()) as ModuleMessages;
  // One answer carries all four languages, so switching language never refetches.
  for (const language of LANGUAGES) {
    const messages = body[language];
    if (messages) i18n.addResourceBundle(language, module, messages, true, true);
  }
}

/**
 * Fetches the messages of the given modules (GET /lang/json-data/{module}), once each.
 * @example await loadNamespaces(['common', 'general'])
 */
export function loadNamespaces(modules: readonly string[]): Promise<void> {
  return Promise.all(
    modules.map((module) => {
      let pending = loading.get(module);
      if (!pending) {
        pending = fetchModule(module).catch((error: unknown) => {
          // Forget the failure so a later screen can try again.
          loading.delete(module);
          throw error;
        });
        loading.set(module, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}
