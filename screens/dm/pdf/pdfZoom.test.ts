import { describe, expect, it } from 'vitest';
import {
  CSS_UNITS,
  nextRotation,
  outputScale,
  percentOf,
  percentToScale,
  rotatedSize,
  scaleFor,
  zoomStep,
} from './pdfZoom';

const A4 = { width: 595, height: 842 };

describe('scaleFor', () => {
  it('draws a percentage of the paper size (100 % is 96 CSS pixels per inch)', () => {
    expect(scaleFor(100, A4, { width: 800, height: 600 }, 12)).toBeCloseTo(CSS_UNITS);
    expect(scaleFor(200, A4, { width: 800, height: 600 }, 12)).toBeCloseTo(2 * CSS_UNITS);
  });

  it('fits the width, less the gutters', () => {
    expect(scaleFor('fitWidth', { width: 600, height: 800 }, { width: 1240, height: 700 }, 20)).toBe(2);
  });

  it('fits the whole page: the smaller of the width and height fits', () => {
    expect(scaleFor('fitPage', { width: 600, height: 800 }, { width: 1240, height: 840 }, 20)).toBe(1);
    expect(scaleFor('fitPage', { width: 800, height: 600 }, { width: 440, height: 2000 }, 20)).toBe(0.5);
  });

  it('fits a turned page by its turned size', () => {
    const turned = rotatedSize(A4, 90);
    expect(turned).toEqual({ width: 842, height: 595 });
    expect(scaleFor('fitWidth', turned, { width: 866, height: 500 }, 12)).toBe(1);
  });

  it('keeps the scale within bounds in a tiny or huge view', () => {
    expect(scaleFor('fitWidth', A4, { width: 0, height: 0 }, 12)).toBe(0.1);
    expect(scaleFor('fitWidth', { width: 10, height: 10 }, { width: 5000, height: 5000 }, 0)).toBe(10);
  });
});

describe('zoomStep', () => {
  it('goes to the next listed percentage either way', () => {
    expect(zoomStep(percentToScale(100), 1)).toBe(125);
    expect(zoomStep(percentToScale(100), -1)).toBe(75);
  });

  it('goes from a fitted scale between two percentages to the nearer one in that direction', () => {
    expect(zoomStep(percentToScale(110), 1)).toBe(125);
    expect(zoomStep(percentToScale(110), -1)).toBe(100);
  });

  it('stays at either end of the list', () => {
    expect(zoomStep(percentToScale(300), 1)).toBe(300);
    expect(zoomStep(percentToScale(50), -1)).toBe(50);
    expect(zoomStep(percentToScale(20), -1)).toBe(50);
  });
});

describe('percentOf', () => {
  it('shows a scale as a whole percentage', () => {
    expect(percentOf(CSS_UNITS * 1.25)).toBe(125);
    expect(percentOf(1)).toBe(75);
  });
});

describe('rotation', () => {
  it('turns a quarter clockwise and comes round', () => {
    expect([0, 90, 180, 270].map(nextRotation)).toEqual([90, 180, 270, 0]);
    expect(rotatedSize(A4, 180)).toEqual(A4);
  });
});

describe('outputScale', () => {
  it('uses the device pixel ratio for sharp text', () => {
    expect(outputScale(800, 1100, 2)).toBe(2);
    expect(outputScale(800, 1100, 0)).toBe(1);
  });

  it('lowers it when the canvas would be too big', () => {
    expect(outputScale(1000, 1000, 2, 1_000_000)).toBe(1);
    expect(outputScale(4000, 4000, 3, 16_000_000)).toBe(1);
  });
});
