const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The wall clock of `ms` in `zone`, as ms of the same clock read in UTC, from Intl (slow). */
function wallMsOfIntl(ms: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatIn(zone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
    ms % 1000 < 0 ? 1000 + (ms % 1000) : ms % 1000,
  );
}

const QUARTER_HOUR = 900_000;
const offsets = new Map<string, number>();

/**
 * The wall clock of `ms` in `zone`, as ms of the same clock read in UTC. A zone's offset only
 * changes at a whole quarter-hour of UTC (today's offsets are multiples of 15 minutes, and their
 * changes fall on a local hour or half-hour; not so before standard time), so it is read from Intl once per
 * zone and quarter-hour and kept: attendance recomputes turn hundreds of thousands of instants
 * into wall-clock times, and Intl's formatToParts is the slow part.
 */
function wallMs(ms: number, zone: string): number {
  const start = Math.floor(ms / QUARTER_HOUR) * QUARTER_HOUR;
  const key = `${zone}|${start}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 200_000) offsets.clear();
    offset = wallMsOfIntl(start, zone) - start;
    offsets.set(key, offset);
  }
  return ms + offset;
}

/**
 * The wall-clock time of an instant in a time zone, without an offset: what the calendar
 * shows (it runs in UTC coordinates, so a local text is drawn as is).
 * @example wallClockOf('2026-11-01T17:00:00Z', 'Asia/Taipei') // '2026-11-02T01:00:00'
 */
export function wallClockOf(instant: string | number | Date, zone: string): string {
  const ms = new Date(instant).getTime();
  return new Date(wallMs(ms, zone)).toISOString().slice(0, 19);
}

/**
 * The instant a wall-clock time (`YYYY-MM-DDTHH:mm[:ss]`, no offset) stands for in a time
 * zone, as an ISO text in UTC. A time skipped by a daylight-saving change moves forward.
 * @example instantOf('2026-11-02T01:00:00', 'Asia/Taipei') // '2026-11-01T17:00:00.000Z'
 */
export function instantOf(wallClock: string, zone: string): string {
  const guess = Date.parse(`${wallClock.length === 10 ? `${wallClock}T00:00:00` : wallClock}Z`);
  const first = guess - (wallMs(guess, zone) - guess);
  const second = guess - (wallMs(first, zone) - first);
  return new Date(wallMs(second, zone) === guess ? second : first).toISOString();
}

/**
 * A Date of the calendar (UTC coordinates) as the wall-clock text it shows.
 * @example wallTextOf(new Date(Date.UTC(2026, 10, 2, 9))) // '2026-11-02T09:00:00'
 */
export function wallTextOf(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** @example addDays('2026-11-30', 1) // '2026-12-01' */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
