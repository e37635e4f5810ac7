import { Outlet } from 'react-router';
import { AntdLocaleProvider } from '../../../src/platform/i18n/AntdLocaleProvider';
import { ThemeProvider } from '../../../src/platform/theme/ThemeProvider';
import { AppHeader } from './AppHeader';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent';
import { Sidebar } from './Sidebar';
import { usePhoneWidth } from './usePhoneWidth';
import './shell.css';

/**
 * The signed-in frame around every module screen: skip link, sidebar, header, content. At
 * phone width the sidebar lives in the header's menu drawer.
 */
export function AppShell() {
  const phone = usePhoneWidth();
  return (
    <ThemeProvider>
      <AntdLocaleProvider>
        <div className={phone ? 'shell shell--phone' : 'shell'}>
          <SkipToContent />
          {!phone && <Sidebar />}
          <div className="shell__body">
            <AppHeader phone={phone} />
            {/* tabIndex: the skip link moves focus here. */}
            <main id={MAIN_CONTENT_ID} className="shell__content" tabIndex={-1}>
              <Outlet />
            </main>
          </div>
        </div>
      </AntdLocaleProvider>
    </ThemeProvider>
  );
}
