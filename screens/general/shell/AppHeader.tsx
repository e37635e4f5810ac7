import { LanguageSwitcher } from '../../../src/widgets/LanguageSwitcher';
import { AppBreadcrumb } from './AppBreadcrumb';
import { MenuDrawer } from './MenuDrawer';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

/**
 * The top bar: where the user is, the language, the notifications, the user's menu. At
 * phone width it holds the menu drawer's button, the page title (breadcrumb cut to the
 * parent) and an avatar-only user menu that also holds the language choice.
 */
export function AppHeader({ phone }: { phone: boolean }) {
  return (
    <header className={phone ? 'shell-header shell-header--phone' : 'shell-header'}>
      {phone && <MenuDrawer />}
      <AppBreadcrumb compact={phone} />
      <div className="shell-header__tools">
        {!phone && <LanguageSwitcher />}
        <NotificationBell />
        <UserMenu compact={phone} />
      </div>
    </header>
  );
}
