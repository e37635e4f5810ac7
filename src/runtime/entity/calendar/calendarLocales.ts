import ja from '@fullcalendar/core/locales/ja';
import zhCn from '@fullcalendar/core/locales/zh-cn';
import zhTw from '@fullcalendar/core/locales/zh-tw';

/** FullCalendar's own locales for the four interface languages (English is built in). */
export const CALENDAR_LOCALES = [zhTw, zhCn, ja];

const BY_LANGUAGE: Record<string, string> = { tw: 'zh-tw', en: 'en', cn: 'zh-cn', jp: 'ja' };

/** @example calendarLocale('jp') // 'ja' */
export function calendarLocale(language: string): string {
  return BY_LANGUAGE[language] ?? 'en';
}
