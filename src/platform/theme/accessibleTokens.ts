import type { ThemeConfig } from 'antd';

/**
 * antd's light-theme seeds that fall short of WCAG 2.1 AA text contrast (4.5:1), replaced by the
 * nearest colours that pass: the default primary and link blue #1677ff gives white text 4.1:1,
 * the error red #ff4d4f 3.3:1, and the tertiary and placeholder greys (45 % and 25 % black) 3.4:1
 * and 1.8:1 on white. Their darker neighbours in antd's own palettes (blue-7, red-7) keep the
 * look; 56 % black passes on white and on the layout grey #f5f5f5. Found by the axe checks in
 * tests/e2e/accessibility.e2e.ts. Light mode only: the dark algorithm derives its own greys.
 *
 * @example <ConfigProvider theme={{ token: ACCESSIBLE_LIGHT_TOKENS }}>…</ConfigProvider>
 */
export const ACCESSIBLE_LIGHT_TOKENS: NonNullable<ThemeConfig['token']> = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  // antd derives hovers lighter than the base (#2e7ae6 from this seed, 4.2:1): a hovered or
  // just-clicked button's text must pass too, so the hover stays just inside 4.5:1 (5.0:1).
  colorPrimaryHover: '#1a6be0',
  colorPrimaryTextHover: '#1a6be0',
  colorLinkHover: '#1a6be0',
  colorError: '#cf1322',
  colorTextTertiary: 'rgba(0,0,0,0.56)',
  colorTextPlaceholder: 'rgba(0,0,0,0.56)',
};
