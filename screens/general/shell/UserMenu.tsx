import { useTranslation } from 'react-i18next';
import { useSession } from '../../../src/platform/session/useSession';
import { signOut } from '../../../src/platform/session/signOut';
import { MenuButton } from '../../../src/widgets/MenuButton';
import { useDialog } from '../../../src/widgets/useDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/**
 * The signed-in user's name and account, with change password and sign out. A light
 * MenuButton rather than antd's Dropdown: the header is on every screen, so its weight is
 * in every route's first load.
 */
export function UserMenu() {
  const { t } = useTranslation('general');
  const session = useSession();
  const changePassword = useDialog();
  if (!session) return null;
  const { user } = session;

  const onSelect = (key: string) => {
    if (key === 'change-password') changePassword.open();
    if (key === 'sign-out') void signOut();
  };

  return (
    <>
      <MenuButton
        items={[
          { key: 'change-password', label: t('shell.changePassword') },
          { key: 'sign-out', label: t('shell.signOut'), danger: true, dividerBefore: true },
        ]}
        onSelect={onSelect}
        align="end"
        className="shell-user"
        data-testid="user-menu"
        aria-label={t('shell.userMenu', { name: user.name, account: user.account })}
      >
        {/* The initial is drawn by CSS (::before) so it is not part of the button's visible text,
            which must appear in its accessible name (WCAG 2.5.3): the name says the whole name. */}
        <span
          className="shell-user__avatar"
          aria-hidden="true"
          data-initial={(user.name || user.account).slice(0, 1).toUpperCase()}
        />
        <span className="shell-user__text">
          <span className="shell-user__name">{user.name}</span>
          <span className="shell-user__account">{user.account}</span>
        </span>
      </MenuButton>
      <ChangePasswordDialog control={changePassword} />
    </>
  );
}
