import { useTranslation } from 'react-i18next';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { useNamespaces } from '../../../src/platform/i18n/useNamespaces';
import { ClockingDetails } from './ClockingDetails';
import { ClockInButton } from './ClockInButton';
import { clockText } from './formatClock';
import { useClocking } from './useClocking';
import './clocking.css';

/**
 * `/as/use/clocking` (online clock-in, hand-written as the product's design says): the
 * server's time on the organisation's clock, today's shift, one large button that punches, the
 * punches so far and the day as computed, with its reasons. One column, made for a phone.
 */
export function ClockingScreen() {
  const { t } = useTranslation('as');
  useNamespaces('as');
  const { today, serverTime, punch, punching } = useClocking();
  const data = today.data?.data;
  return (
    <section className="shell-card as-clocking" aria-labelledby="as-clocking-title">
      <h1 id="as-clocking-title">{t('routes.use.clocking.title')}</h1>
      {today.error ? (
        <p role="alert">{formatErrorMessages(today.error, t).join(' ')}</p>
      ) : !data ? (
        <p>{t('clocking.loading')}</p>
      ) : (
        <>
          <p className="as-clocking__date">{t('clocking.today', { date: data.date })}</p>
          <p className="as-clocking__time">
            <span className="visually-hidden">{t('clocking.serverTime')} </span>
            <time>{clockText(serverTime, data.zone)}</time>
          </p>
          {data.webClocking !== false && (data.geofence || data.recordPosition) && (
            <p className="as-clocking__hint">
              {t(data.geofence ? 'clocking.geofenceHint' : 'clocking.recordPositionHint')}
            </p>
          )}
          <ClockInButton today={data} punch={punch} punching={punching} />
          <ClockingDetails today={data} />
        </>
      )}
    </section>
  );
}
