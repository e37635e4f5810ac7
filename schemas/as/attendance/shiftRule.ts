/**
 * A shift as an administrator sets it up: wall-clock times in the organisation's time zone.
 * An `end` not after `start` is on the next day (a night shift, 22:00 to 06:00), and so is a
 * break that starts before the shift's start time (a night shift's 02:00 break).
 */
export interface ShiftRule {
  /** `HH:MM`. */
  start: string;
  /** `HH:MM`; not after `start`: the next day. */
  end: string;
  breaks?: ReadonlyArray<{ start: string; end: string }>;
  /** Minutes of lateness not counted (a bus that was late); beyond them the whole lateness counts. */
  lateGraceMinutes?: number;
  /** Minutes of leaving early not counted. */
  earlyGraceMinutes?: number;
  /** Flexible hours: arriving up to this many minutes after `start` is on time and moves the end as much. */
  flexibleMinutes?: number;
  /**
   * Flexible hours both ways: arriving up to `flexibleMinutes` before `start` moves the whole
   * due time as much earlier (the flexible hours list's `allowEarly` setting).
   */
  flexibleEarly?: boolean;
}

/** Minutes after midnight of an `HH:MM` text. */
export function minutesOfDay(text: string): number {
  const [h = '0', m = '0'] = text.split(':');
  return Number(h) * 60 + Number(m);
}
