import type { ReactNode } from 'react';
import { AntdLocaleProvider } from '../../../src/platform/i18n/AntdLocaleProvider';
import { ThemeProvider } from '../../../src/platform/theme/ThemeProvider';
import { AppBreadcrumb } from '../../general/shell/AppBreadcrumb';
// The breadcrumb's styles, also outside the shell (as NotAvailableScreen does for full-page routes).
import '../../general/shell/shell.css';
import './wfPage.css';

/**
 * The frame of the full-page sign-off screens (outside the signed-in shell, spec section 2):
 * the app's theme and antd's language, which the shell would otherwise give, and the breadcrumb
 * (no shell header says where the user is; it is left off the printed page).
 */
export function WfPage({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AntdLocaleProvider>
        <div className="wf-page__breadcrumb">
          <AppBreadcrumb />
        </div>
        {children}
      </AntdLocaleProvider>
    </ThemeProvider>
  );
}

/** The `?id=` of a full-page screen, or null when it is missing or not a number. */
export function idFromSearch(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
