import { theme } from 'antd';
import { tokenCssVars } from './tokenCssVars';

function declarations(mode: 'light' | 'dark'): string {
  const algorithm = mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
  return Object.entries(tokenCssVars(theme.getDesignToken({ algorithm }), mode))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
}

/**
 * The text of tokenDefaults.css: antd's light and dark default tokens as CSS variables,
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
