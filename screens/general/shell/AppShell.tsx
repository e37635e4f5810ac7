import { Outlet } from 'react-router';
import { AntdLocaleProvider } from '../../../src/platform/i18n/AntdLocaleProvider';
import { AppHeader } from './AppHeader';
import { Sidebar } from './Sidebar';
import './shell.css';

/** The signed-in frame around every module screen: sidebar, header, content. */
export function AppShell() {
  return (
    <AntdLocaleProvider>
      <div className="shell">
        <Sidebar />
        <div className="shell__body">
          <AppHeader />
          <main className="shell__content">
            <Outlet />
          </main>
        </div>
      </div>
    </AntdLocaleProvider>
  );
}
