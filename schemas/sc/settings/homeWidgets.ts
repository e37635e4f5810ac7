/**
 * The panels the home screen can show (the home-settings screen orders and switches them;
 * screens/general/HomeScreen renders them in that order). Shared by server and web.
 */
export const HOME_WIDGETS = ['quickLinks', 'notifications', 'holidays'] as const;
export type HomeWidget = (typeof HOME_WIDGETS)[number];

export interface HomeWidgetSetting {
  key: HomeWidget;
  enabled: boolean;
}

/** A fresh install shows every panel, quick links first. */
export const DEFAULT_HOME_WIDGETS: readonly HomeWidgetSetting[] = HOME_WIDGETS.map((key) => ({
  key,
  enabled: true,
}));
