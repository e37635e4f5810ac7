import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '../../../src/platform/i18n/languages';
import { useLanguage } from '../../../src/platform/i18n/useLanguage';
import { useSession } from '../../../src/platform/session/useSession';
import { signOut } from '../../../src/platform/session/signOut';
import { useThemePreference } from '../../../src/platform/theme/useThemePreference';
import { MenuButton, type MenuButtonItem } from '../../../src/widgets/MenuButton';
import { useDialog } from '../../../src/widgets/useDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const LANGUAGE_KEY = 'language:';

/**
 * The signed-in user's name and account, with the display choices (dark or light, compact
 * or comfortable), change password and sign out. `compact` (phone width) shows the avatar
 * only and adds the language choice, which the desk header shows beside it. A light
 * MenuButton rather than antd's Dropdown: the header is on every screen, so its weight is
 * in every route's first load.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('general');
  const session = useSession();
  const changePassword = useDialog();
  const [language, setLanguage] = useLanguage();
  const [theme, setTheme] = useThemePreference();
  if (!session) return null;
  const { user } = session;

  const onSelect = (key: string) => {
    if (key === 'change-password') changePassword.open();
    if (key === 'sign-out') void signOut();
    if (key === 'theme') setTheme({ ...theme, mode: theme.mode === 'dark' ? 'light' : 'dark' });
    if (key === 'density')
      setTheme({ ...theme, density: theme.density === 'compact' ? 'comfortable' : 'compact' });
    const chosen = key.startsWith(LANGUAGE_KEY) ? key.slice(LANGUAGE_KEY.length) : null;
    if (isLanguage(chosen)) void setLanguage(chosen);
  };

  const languages: MenuButtonItem[] = LANGUAGES.map((code, index) => ({
    key: `${LANGUAGE_KEY}${code}`,
    dividerBefore: index === 0,
    // The language in use carries a tick, and says so to a screen reader.
    label: (
      <span>
        <span className="shell-user__tick" aria-hidden="true">
          {code === language ? '✓' : ''}
        </span>
        {t(`common:language.${code}`)}
        {code === language && (
          <>
            {' '}
            <span className="visually-hidden">{t('shell.currentChoice')}</span>
          </>
        )}
      </span>
    ),
  }));
  const items: MenuButtonItem[] = [
    { key: 'theme', label: t(theme.mode === 'dark' ? 'shell.themeLight' : 'shell.themeDark') },
    {
      key: 'density',
      label: t(theme.density === 'compact' ? 'shell.densityComfortable' : 'shell.densityCompact'),
    },
    ...(compact ? languages : []),
    { key: 'change-password', label: t('shell.changePassword'), dividerBefore: true },
    { key: 'sign-out', label: t('shell.signOut'), danger: true, dividerBefore: true },
  ];

  return (
    <>
      <MenuButton
        items={items}
        onSelect={onSelect}
        align="end"
        className={compact ? 'shell-user shell-user--compact' : 'shell-user'}
        data-testid="user-menu"
        // At a desk the visible name and account name the button (a label that differs from
        // what is shown fails WCAG 2.5.3); the avatar alone needs a label.
        aria-label={compact ? t('shell.userMenu', { name: user.name, account: user.account }) : undefined}
      >
        <span className="shell-user__avatar" aria-hidden="true">
          {(user.name || user.account).slice(0, 1).toUpperCase()}
        </span>
        {!compact && (
          <span className="shell-user__text">
            <span className="shell-user__name">{user.name}</span>
            <span className="shell-user__account">{user.account}</span>
          </span>
        )}
      </MenuButton>
      <ChangePasswordDialog control={changePassword} />
    </>
  );
}
