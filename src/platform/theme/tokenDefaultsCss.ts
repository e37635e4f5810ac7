import { theme } from 'antd';
import { themeConfigOf } from './themeConfigOf';
import { tokenCssVars } from './tokenCssVars';

function declarations(mode: 'light' | 'dark'): string {
  // The same theme the shell's ThemeProvider gives antd, so the sign-in page matches it.
  const config = themeConfigOf({ mode, density: 'comfortable' });
  return Object.entries(tokenCssVars(theme.getDesignToken(config), mode))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
}

/**
 * The text of tokenDefaults.css: the app's light and dark antd tokens as CSS variables,
 * written by `npx tsx src/platform/theme/writeTokenDefaults.ts` and checked by tokenDefaults.test.ts.
 * @example writeFileSync('src/platform/theme/tokenDefaults.css', tokenDefaultsCss());
 */
export function tokenDefaultsCss(): string {
  return `/*
 * antd's default tokens as CSS custom properties, light and dark, for the screens drawn
 * before the signed-in shell's ThemeProvider publishes the live ones (the sign-in page has
 * no antd); main.tsx marks :root with the stored mode. Generated from antd and kept equal to
 * its tokens by tokenDefaults.test.ts: \`npx tsx src/platform/theme/writeTokenDefaults.ts\`.
 */
:root {
${declarations('light')}
}

:root[data-theme="dark"] {
  color-scheme: dark;
${declarations('dark')}
}
`;
}
