import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type AlertStyle, dismissAlert, getAlerts, subscribeAlerts } from './alertStore';
import './alerts.css';

const TITLE_KEYS: Record<AlertStyle, string> = {
  success: 'common:alert.success',
  danger: 'common:alert.fail',
  warning: 'common:alert.warning',
};

/** Renders the current alerts; mounted once at the app root. */
export function AlertHost() {
  const { t } = useTranslation();
  const alerts = useSyncExternalStore(subscribeAlerts, getAlerts, getAlerts);
  return (
    <div className="atrium-alerts">
      {alerts.map((alert) => (
        <div key={alert.id} role="alert" className={`atrium-alert atrium-alert--${alert.style}`}>
          <strong className="atrium-alert__title">{t(TITLE_KEYS[alert.style])}</strong>
          {alert.messages.length === 1 && <p className="atrium-alert__message">{alert.messages[0]}</p>}
          {alert.messages.length > 1 && (
            <ul className="atrium-alert__list">
              {alert.messages.map((message, index) => (
                // Messages can repeat, so the index is part of the key.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders while shown
                <li key={`${index}-${message}`}>{message}</li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="atrium-alert__close"
            aria-label={t('common:action.close')}
            onClick={() => dismissAlert(alert.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
