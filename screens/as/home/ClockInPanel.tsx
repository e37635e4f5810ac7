import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { useNamespaces } from '../../../src/platform/i18n/useNamespaces';
import { HomePanelStatus } from '../../sc/home/HomePanelStatus';
import { ClockingDetails } from '../clocking/ClockingDetails';
import { ClockInButton } from '../clocking/ClockInButton';
import { clockText } from '../clocking/formatClock';
import { useClocking } from '../clocking/useClocking';
import '../clocking/clocking.css';

/** The home panel "Clock-in": the server's time, today's shift and punches, and a one-click clock-in. */
export function ClockInPanel() {
  const { t } = useTranslation('as');
  useNamespaces('as');
  const { today, serverTime, punch, punching } = useClocking();
  const data = today.data?.data;
  if (today.error)
    return <p className="home-panel__status">{formatErrorMessages(today.error, t).join(' ')}</p>;
  if (!data) return <HomePanelStatus loaded={null} empty="" />;
  return (
    <div className="as-clocking as-clocking--panel">
      <p className="as-clocking__time">
        <span className="visually-hidden">{t('clocking.serverTime')} </span>
        <time>{clockText(serverTime, data.zone)}</time>
      </p>
      <ClockInButton today={data} punch={punch} punching={punching} />
      <ClockingDetails today={data} reasons={false} />
      <p className="home-panel__more">
        <Link to="/as/use/clocking">{t('clocking.open')}</Link>
      </p>
    </div>
  );
}
