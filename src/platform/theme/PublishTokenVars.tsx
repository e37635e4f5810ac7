import { theme } from 'antd';
import { useLayoutEffect } from 'react';
import type { ThemeMode } from './themePreferenceStore';
import { tokenCssVars } from './tokenCssVars';

/**
 * Writes the current antd tokens onto :root as CSS custom properties, so the app's own CSS
 * (shell, cards, widgets) follows the theme antd's components use. On :root rather than a
 * wrapper: dialogs and menus render in portals under <body>.
 */
export function PublishTokenVars({ mode }: { mode: ThemeMode }) {
  const { token } = theme.useToken();
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(tokenCssVars(token, mode)))
      root.style.setProperty(name, value);
    // Native controls (scrollbars, the language select) follow the mode too.
    root.style.setProperty('color-scheme', mode);
    root.dataset.theme = mode;
  }, [token, mode]);
  return null;
}
