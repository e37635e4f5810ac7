/** How big the pages are drawn: fitted to the view, or a percentage of their paper size. */
export type Zoom = 'fitWidth' | 'fitPage' | number;

/** The percentages the zoom list offers, and the steps of zoom in and out. */
export const ZOOM_PERCENTS = [50, 75, 100, 125, 150, 200, 300] as const;

/**
 * pdf.js draws one PDF point as one CSS pixel at scale 1; a point is 1/72 inch and a CSS pixel
 * 1/96, so 100 % (the paper's real size, as other viewers mean it) is scale 96/72.
 */
export const CSS_UNITS = 96 / 72;

/** Scales beyond which a page is either a speck or too big a canvas to be of use. */
const MIN_SCALE = 0.1;
const MAX_SCALE = 10;

export interface Size {
  width: number;
  height: number;
}

/** A page's size once turned by `rotation` degrees (a multiple of 90). */
export function rotatedSize(size: Size, rotation: number): Size {
  return rotation % 180 === 0 ? size : { width: size.height, height: size.width };
}

/** The next quarter turn clockwise. @example nextRotation(270) // 0 */
export function nextRotation(rotation: number): number {
  return (rotation + 90) % 360;
}

/**
 * The pdf.js scale for a zoom: `page` is the (turned) page's size at scale 1, `view` the room
 * the pages have, `gutter` the margin kept on each side of a page.
 * @example scaleFor('fitWidth', { width: 600, height: 800 }, { width: 1240, height: 700 }, 20) // 2
 */
export function scaleFor(zoom: Zoom, page: Size, view: Size, gutter: number): number {
  let scale: number;
  if (typeof zoom === 'number') scale = (zoom / 100) * CSS_UNITS;
  else {
    const width = Math.max(view.width - 2 * gutter, 1) / page.width;
    const height = Math.max(view.height - 2 * gutter, 1) / page.height;
    scale = zoom === 'fitWidth' ? width : Math.min(width, height);
  }
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** A scale as the percentage shown to the user. @example percentOf(CSS_UNITS * 1.25) // 125 */
export function percentOf(scale: number): number {
  return Math.round((scale / CSS_UNITS) * 100);
}

/**
 * The zoom one step in (`+1`) or out (`-1`) from `scale`: the next listed percentage beyond the
 * current one (a fitted scale sits between two), or the last one at either end.
 * @example zoomStep(percentToScale(110), 1) // 125
 */
export function zoomStep(scale: number, direction: 1 | -1): number {
  const current = percentOf(scale);
  const steps = direction === 1 ? ZOOM_PERCENTS : [...ZOOM_PERCENTS].reverse();
  const next = steps.find((percent) => (direction === 1 ? percent > current : percent < current));
  return next ?? (steps[steps.length - 1] as number);
}

/** The scale of a percentage. @example percentToScale(100) // 1.333… */
export function percentToScale(percent: number): number {
  return (percent / 100) * CSS_UNITS;
}

/**
 * Canvas pixels per CSS pixel for a page drawn `width` × `height` CSS pixels: the screen's
 * devicePixelRatio, so text is sharp on high-density screens, lowered when the canvas would
 * pass `maxPixels` (a canvas that big is slow to draw and Chromium may refuse it).
 * @example outputScale(1000, 1000, 2, 1_000_000) // 1
 */
export function outputScale(
  width: number,
  height: number,
  devicePixelRatio: number,
  maxPixels = 16_777_216,
): number {
  const ratio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const area = width * height;
  if (area <= 0 || area * ratio * ratio <= maxPixels) return ratio;
  return Math.sqrt(maxPixels / area);
}
