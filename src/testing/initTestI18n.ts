import cnCommon from '../../locales/cn/common.json';
import cnGeneral from '../../locales/cn/general.json';
import enCommon from '../../locales/en/common.json';
import enGeneral from '../../locales/en/general.json';
import jpCommon from '../../locales/jp/common.json';
import jpGeneral from '../../locales/jp/general.json';
import twCommon from '../../locales/tw/common.json';
import twGeneral from '../../locales/tw/general.json';
import { changeLanguage, i18n, initI18n } from '../platform/i18n/i18n';
import type { Language } from '../platform/i18n/languages';

const MESSAGES: Record<Language, Record<string, unknown>> = {
  tw: { common: twCommon, general: twGeneral },
  en: { common: enCommon, general: enGeneral },
  cn: { common: cnCommon, general: cnGeneral },
  jp: { common: jpCommon, general: jpGeneral },
};

/**
 * The route titles of the modules not built yet (locales/{lang}/{sc,wf,dm,as,bb,vs,fa,am}.json),
 * which the router would fetch before showing such a route, and the notification texts
 * that boot loads for the header's bell.
 */
const ROUTE_TITLES = import.meta.glob<Record<string, unknown>>(
  '../../locales/*/{sc,wf,dm,as,bb,vs,fa,am,notifications}.json',
  { eager: true, import: 'default' },
);

/**
 * Tests: the real i18n instance with the real locale files (what GET /lang/json-data
 * serves), in the given language (default en, so assertions read as English).
 */
export async function initTestI18n(language: Language = 'en'): Promise<void> {
  await initI18n();
  for (const [lang, namespaces] of Object.entries(MESSAGES)) {
    for (const [ns, messages] of Object.entries(namespaces))
      i18n.addResourceBundle(lang, ns, messages, true, true);
  }
  for (const [file, messages] of Object.entries(ROUTE_TITLES)) {
    const [, lang = '', ns = ''] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
    i18n.addResourceBundle(lang, ns, messages, true, true);
  }
  await changeLanguage(language, false);
}
