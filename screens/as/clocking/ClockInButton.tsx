import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { minuteText } from './formatClock';
import type { ClockingToday } from './useClocking';

/**
 * The one button of clocking: "Clock in" before the first punch of the day, "Clock out" after
 * (every press is a punch; the day takes the first and the last). Says what happened in a
 * status line that stays, and why when the server refused. With online clock-in switched off
 * the button is disabled and says so.
 */
export function ClockInButton({
  today,
  punch,
  punching,
}: {
  today: ClockingToday;
  punch: () => Promise<ClockingToday>;
  punching: boolean;
}) {
  const { t } = useTranslation('as');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const first = today.punches.length === 0;
  const off = today.webClocking === false;
  const press = async () => {
    setOutcome(null);
    try {
      const after = await punch();
      const last = after.punches[after.punches.length - 1];
      setOutcome({
        ok: true,
        text: t('clocking.punched', { time: last ? minuteText(last, after.zone) : '' }),
      });
    } catch (error) {
      const refusal =
        (typeof GeolocationPositionError !== 'undefined' && error instanceof GeolocationPositionError) ||
        (error instanceof Error && error.message === 'geolocation')
          ? t('clocking.positionRefused')
          : formatErrorMessages(error, t).join(' ');
      setOutcome({ ok: false, text: refusal });
    }
  };
  return (
    <div className="as-clocking__action">
      {off && <p className="as-clocking__hint">{t('clocking.webClockingOff')}</p>}
      <Button
        type="primary"
        size="large"
        block
        loading={punching}
        disabled={off}
        onClick={() => void press()}
      >
        {first ? t('clocking.clockIn') : t('clocking.clockOut')}
      </Button>
      <p role={outcome?.ok === false ? 'alert' : 'status'} className="as-clocking__outcome">
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
