/** A span of time between two instants (ms since the epoch), `from` included, `to` excluded. */
export interface Interval {
  from: number;
  to: number;
}

const MINUTE = 60_000;

/** The intervals sorted and merged, empty ones dropped. */
export function normalise(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.to > i.from).sort((a, b) => a.from - b.from);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.from <= last.to) last.to = Math.max(last.to, i.to);
    else out.push({ ...i });
  }
  return out;
}

/** What `a` and `b` have in common. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const x of normalise(a))
    for (const y of normalise(b)) {
      const from = Math.max(x.from, y.from);
      const to = Math.min(x.to, y.to);
      if (to > from) out.push({ from, to });
    }
  return normalise(out);
}

/** `a` without what `b` covers. */
export function subtract(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  let rest = normalise(a);
  for (const cut of normalise(b))
    rest = rest.flatMap((i) => {
      if (cut.to <= i.from || cut.from >= i.to) return [i];
      return [
        ...(cut.from > i.from ? [{ from: i.from, to: cut.from }] : []),
        ...(cut.to < i.to ? [{ from: cut.to, to: i.to }] : []),
      ];
    });
  return rest;
}

/** Whole minutes the intervals cover together (seconds of a punch are not counted). */
export function minutesOf(intervals: readonly Interval[]): number {
  const ms = normalise(intervals).reduce((sum, i) => sum + (i.to - i.from), 0);
  return Math.floor(ms / MINUTE);
}

/** The interval from `from` to `to`, or none when they are out of order. */
export function span(from: number, to: number): Interval[] {
  return to > from ? [{ from, to }] : [];
}
