import { LanguageSwitcher } from '../../../src/widgets/LanguageSwitcher';
import { AppBreadcrumb } from './AppBreadcrumb';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

/** The top bar: where the user is, the language, the notifications, the user's menu. */
export function AppHeader() {
  return (
    <header className="shell-header">
      <AppBreadcrumb />
      <div className="shell-header__tools">
        <LanguageSwitcher />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
