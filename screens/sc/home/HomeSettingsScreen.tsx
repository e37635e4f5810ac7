import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../schemas/core/hasPermission';
import type { HomeWidgetSetting } from '../../../schemas/sc/settings/homeWidgets';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { FormError } from '../../../src/widgets/FormError';
import { SettingsStaleSaveDialog } from '../../../src/runtime/settings/SettingsStaleSaveDialog';
import { SettingsLoadStatus } from '../../../src/runtime/settings/SettingsLoadStatus';
import { useStructuredSettings } from '../settings/useStructuredSettings';
import '../../../src/runtime/settings/settings.css';
import './homeSettings.css';

/** The right to change the home settings (server: PUT /api/sc/home). */
export const EDIT_HOME_RIGHT = 'sc.admin.home.actions.edit';

interface HomeDraft {
  widgets: HomeWidgetSetting[];
}

/**
 * `/sc/home-settings`: which panels the home screen shows (quick links, latest
 * notifications, coming holidays) and in which order, with plain checkboxes and
 * move up / move down buttons, so it works from the keyboard and a screen reader.
 */
export function HomeSettingsScreen() {
  const { t } = useTranslation('sc');
  const session = useSession();
  const canEdit = hasPermission(session?.user.userPermission, EDIT_HOME_RIGHT);
  const doc = useStructuredSettings<HomeDraft>('/api/sc/home', '/api/sc/home');
  const widgets = doc.value?.widgets ?? [];

  const move = (i: number, by: -1 | 1) =>
    doc.change((v) => {
      const next = [...v.widgets];
      const [item] = next.splice(i, 1);
      if (item) next.splice(i + by, 0, item);
      return { widgets: next };
    }, 'widgets');

  return (
    <section className="shell-card settings-screen" aria-labelledby="home-settings-title">
      <h1 id="home-settings-title">{t('routes.homeSettings.title')}</h1>
      <p>{t('home.intro')}</p>
      {doc.status !== 'ready' || !doc.value ? (
        <SettingsLoadStatus status={doc.status} error={doc.loadError} onRetry={() => void doc.retry()} />
      ) : (
        <form
          onSubmit={(event) => void doc.submit({ widgets }, event)}
          noValidate
          aria-labelledby="home-settings-title"
        >
          {!canEdit && <p className="settings-screen__read-only">{t('settings.readOnly')}</p>}
          <FormError message={doc.formError ?? doc.errors.widgets ?? null} />
          <ol className="home-settings__list" aria-labelledby="home-settings-title">
            {widgets.map((widget, i) => {
              const name = t(`home.widgets.${widget.key}`);
              return (
                <li key={widget.key} className="home-settings__item">
                  <label>
                    <input
                      type="checkbox"
                      checked={widget.enabled}
                      disabled={!canEdit}
                      aria-label={t('home.show', { name })}
                      onChange={(event) => {
                        const enabled = event.target.checked;
                        doc.change(
                          (v) => ({
                            widgets: v.widgets.map((w) => (w.key === widget.key ? { ...w, enabled } : w)),
                          }),
                          'widgets',
                        );
                      }}
                    />{' '}
                    {name}
                  </label>
                  {canEdit && (
                    <span className="home-settings__moves">
                      <Button
                        size="small"
                        disabled={i === 0}
                        aria-label={t('home.moveUp', { name })}
                        onClick={() => move(i, -1)}
                      >
                        ↑
                      </Button>
                      <Button
                        size="small"
                        disabled={i === widgets.length - 1}
                        aria-label={t('home.moveDown', { name })}
                        onClick={() => move(i, 1)}
                      >
                        ↓
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          {canEdit && (
            <Button color="primary" htmlType="submit" loading={doc.saving}>
              {t('common:action.save')}
            </Button>
          )}
        </form>
      )}
      <SettingsStaleSaveDialog doc={doc} />
    </section>
  );
}
