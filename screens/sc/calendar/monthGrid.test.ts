import { describe, expect, it } from 'vitest';
import { monthGrid } from './monthGrid';

describe('monthGrid', () => {
  it('starts each month on its weekday and pads the last week', () => {
    const march = monthGrid(2026, 3);
    // 1 March 2026 is a Sunday; the month has 31 days: five weeks.
    expect(march[0]?.[0]).toEqual({ day: 1, date: '2026-03-01' });
    expect(march).toHaveLength(5);
    expect(march[4]?.slice(3)).toEqual([null, null, null, null]);
    const february = monthGrid(2028, 2);
    // 1 February 2028 is a Tuesday, and 2028 is a leap year.
    expect(february[0]?.slice(0, 3)).toEqual([null, null, { day: 1, date: '2028-02-01' }]);
    expect(february.flat().filter(Boolean)).toHaveLength(29);
  });
});
