import { describe, expect, it } from 'vitest';
import { LABEL_WIDTH, widthLimitsOf } from './columnWidthLimits';

describe('column width limits', () => {
  it('keeps numbers and dates narrow, lets text and the label column take more', () => {
    expect(widthLimitsOf({ type: 'date' }, false)).toEqual({ min: 110, max: 140 });
    expect(widthLimitsOf({ type: 'decimal' }, false).max).toBeLessThan(
      widthLimitsOf({ type: 'text' }, false).max,
    );
    expect(widthLimitsOf({ type: 'string' }, true)).toBe(LABEL_WIDTH);
    expect(widthLimitsOf(undefined, false)).toEqual({ min: 100, max: 280 });
  });
});
