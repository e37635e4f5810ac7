import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../src/platform/session/useSession';
import { signOut } from '../../../src/platform/session/signOut';
import { useDialog } from '../../../src/widgets/useDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** The signed-in user's name and account, with change password and sign out. */
export function UserMenu() {
  const { t } = useTranslation('general');
  const session = useSession();
  const changePassword = useDialog();
  if (!session) return null;
  const { user } = session;

  const items: MenuProps['items'] = [
    { key: 'change-password', label: t('shell.changePassword') },
    { type: 'divider' },
    { key: 'sign-out', label: t('shell.signOut'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'change-password') changePassword.open();
    if (key === 'sign-out') void signOut();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button
          type="button"
          className="shell-user"
          data-testid="user-menu"
          aria-label={t('shell.userMenu', { name: user.name, account: user.account })}
        >
          <span className="shell-user__avatar" aria-hidden="true">
            {(user.name || user.account).slice(0, 1).toUpperCase()}
          </span>
          <span className="shell-user__text">
            <span className="shell-user__name">{user.name}</span>
            <span className="shell-user__account">{user.account}</span>
          </span>
        </button>
      </Dropdown>
      <ChangePasswordDialog control={changePassword} />
    </>
  );
}
