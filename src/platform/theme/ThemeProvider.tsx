import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { PublishTokenVars } from './PublishTokenVars';
import { themeConfigOf } from './themeConfigOf';
import { useThemePreference } from './useThemePreference';

/**
 * The app's one antd theme, from the user's display preference, with its tokens published
 * on :root for the app's CSS. Around the signed-in shell only: the sign-in page has no antd
 * component and keeps its bundle small; it reads the defaults of tokenDefaults.css.
 * @example <ThemeProvider><AntdLocaleProvider>{screens}</AntdLocaleProvider></ThemeProvider>
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference] = useThemePreference();
  const config = useMemo(() => themeConfigOf(preference), [preference]);
  return (
    <ConfigProvider theme={config}>
      <PublishTokenVars mode={preference.mode} />
      {children}
    </ConfigProvider>
  );
}
