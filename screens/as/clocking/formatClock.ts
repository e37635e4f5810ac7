import { wallClockOf } from '../../../schemas/core/zonedTime';

/** `HH:MM:SS` of an instant on the organisation's clock. */
export function clockText(instant: string | number, zone: string): string {
  return wallClockOf(instant, zone).slice(11, 19);
}

/** `HH:MM` of an instant on the organisation's clock. */
export function minuteText(instant: string | number, zone: string): string {
  return wallClockOf(instant, zone).slice(11, 16);
}
