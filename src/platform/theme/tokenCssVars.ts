import type { GlobalToken } from 'antd';
import type { ThemeMode } from './themePreferenceStore';

/**
 * The antd tokens the app's CSS may use, published as `--ant-<kebab-name>` on :root. The
 * first block is the contract between the screens (issue 12); the rest serve the shell's
 * own states (hover, selected, text on a primary background).
 */
export const PUBLISHED_TOKENS = [
  'colorPrimary',
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorBgContainer',
  'colorBgLayout',
  'colorBgElevated',
  'colorFillTertiary',
  'colorBorder',
  'colorBorderSecondary',
  'colorError',
  'colorSuccess',
  'colorWarning',
  'colorLink',
  'borderRadius',
  'borderRadiusLG',
  'padding',
  'paddingSM',
  'margin',
  'fontSize',
  'boxShadowTertiary',
  'controlHeight',
  // Shell states.
  'colorPrimaryHover',
  'colorPrimaryBg',
  'colorPrimaryBorder',
  'colorTextLightSolid',
  'colorTextQuaternary',
  'colorBgTextHover',
  'colorBgMask',
  'colorFillSecondary',
  'colorErrorBg',
  'colorWarningTextActive',
  'boxShadowSecondary',
  'paddingXS',
  'fontSizeSM',
  'fontSizeLG',
] as const satisfies readonly (keyof GlobalToken)[];

/** `borderRadiusLG` → `--ant-border-radius-lg`, as antd names its own CSS variables. */
export function tokenVarName(token: string): string {
  return `--ant-${token.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

/**
 * The published tokens as CSS custom properties (sizes in px), plus the app's own
 * `--atrium-color-link-text`: antd's link colour is below WCAG's 4.5:1 on its own backgrounds
 * in both modes (4.1:1 light, 3.6:1 dark), so text links take its darker (light) or lighter
 * (dark) step, 6.2:1 and 5.2:1.
 * @example tokenCssVars(theme.getDesignToken(), 'light')['--ant-color-primary'] // '#1677ff'
 */
export function tokenCssVars(token: GlobalToken, mode: ThemeMode): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const name of PUBLISHED_TOKENS) {
    const value = token[name];
    // antd writes its shadows over several lines; one line keeps the declarations tidy.
    vars[tokenVarName(name)] =
      typeof value === 'number' ? `${value}px` : String(value).replace(/\s+/g, ' ').trim();
  }
  vars['--atrium-color-link-text'] = mode === 'dark' ? token.colorPrimaryTextHover : token.colorLinkActive;
  return vars;
}
