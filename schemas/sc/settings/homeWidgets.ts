/**
 * The panels the home screen can show: the ids the server's settings rules check (the
 * administrator's `sc.home` and each user's `sc.myHome`) and the web's panel registry
 * (src/app/homePanels.ts) is keyed by. Shared by server and web; plain data.
 */
export const HOME_WIDGETS = [
  'quickLinks',
  'notifications',
  'holidays',
  'myOpenLeads',
  'toSign',
  'clockIn',
  'recentFiles',
] as const;
export type HomeWidget = (typeof HOME_WIDGETS)[number];

/** One entry of the administrator's list: `enabled` means users may show the panel. */
export interface HomeWidgetSetting {
  key: HomeWidget;
  enabled: boolean;
}

/** One entry of a user's own list (`sc.myHome`): `visible` is the user's switch. */
export interface MyHomePanel {
  key: HomeWidget;
  visible: boolean;
}

/** A fresh install allows every panel, quick links first. */
export const DEFAULT_HOME_WIDGETS: readonly HomeWidgetSetting[] = HOME_WIDGETS.map((key) => ({
  key,
  enabled: true,
}));

/** Whether `key` names a home panel. @example isHomeWidget('holidays') // true */
export function isHomeWidget(key: unknown): key is HomeWidget {
  return (HOME_WIDGETS as readonly unknown[]).includes(key);
}
