import { useTranslation } from 'react-i18next';
import { i18nLabel } from '../../../schemas/core/richtext/i18nText';
import { minuteText } from './formatClock';
import type { ClockingToday } from './useClocking';

/**
 * Today's shift, the punches so far and the day's result with its reasons: what the clock-in
 * screen and the home panel show under the button.
 */
export function ClockingDetails({ today, reasons = true }: { today: ClockingToday; reasons?: boolean }) {
  const { t, i18n } = useTranslation('as');
  const day = today.day;
  const shift =
    day?.shift_code && day.start_time && day.end_time
      ? t('clocking.shift', {
          name: i18nLabel(day.shift_name, i18n.language) || day.shift_code,
          start: day.start_time,
          end: day.end_time,
        })
      : t('clocking.noShift');
  return (
    <div className="as-clocking__details">
      <p className="as-clocking__shift">{shift}</p>
      <h2 className="as-clocking__subtitle">{t('clocking.punchesTitle')}</h2>
      {today.punches.length === 0 ? (
        <p>{t('clocking.noPunches')}</p>
      ) : (
        <ol className="as-clocking__punches" aria-label={t('clocking.punchesTitle')}>
          {today.punches.map((punch) => (
            <li key={punch}>
              <time dateTime={punch}>{minuteText(punch, today.zone)}</time>
            </li>
          ))}
        </ol>
      )}
      {day && (
        <p className="as-clocking__status">
          {t('clocking.status', { status: t(`day.status.${day.status}`) })}
          {day.exceptions !== '' &&
            ` · ${day.exceptions
              .split(',')
              .map((e) => t(`day.exceptions.${e}`))
              .join(', ')}`}
        </p>
      )}
      {reasons && day && day.reasons.length > 0 && (
        <details className="as-clocking__reasons">
          <summary>{t('clocking.why')}</summary>
          <ul>
            {day.reasons.map((reason, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: reasons are a fixed list per answer.
              <li key={i}>{t(`day.reasons.${reason.key}`, reason.values ?? {})}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
