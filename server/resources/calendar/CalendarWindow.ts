/**
 * The span a calendar shows, as its API reads it: `[from, to)`.
 * - `date`: calendar days `YYYY-MM-DD`;
 * - `datetime`: each bound an instant (`2026-11-01T00:00:00Z`) or an organisation-local time
 *   (`2026-11-01` or `2026-11-01T09:00`), read in `timeZone`.
 */
export interface CalendarWindow {
  kind: 'date' | 'datetime';
  from: WindowBound;
  to: WindowBound;
  /** The organisation's IANA time zone (company settings). */
  timeZone: string;
}

export interface WindowBound {
  text: string;
  /** The text carries no offset: a wall-clock time in the organisation's zone. */
  local: boolean;
}
