import type { ReactNode } from 'react';
import { AntdLocaleProvider } from '../../../src/platform/i18n/AntdLocaleProvider';
import { ThemeProvider } from '../../../src/platform/theme/ThemeProvider';

/**
 * The frame of the full-page sign-off screens (outside the signed-in shell, spec section 2):
 * the app's theme and antd's language, which the shell would otherwise give.
 */
export function WfPage({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AntdLocaleProvider>{children}</AntdLocaleProvider>
    </ThemeProvider>
  );
}

/** The `?id=` of a full-page screen, or null when it is missing or not a number. */
export function idFromSearch(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
