/**
 * Fills a descriptor's redirect at navigation time: `{now}` becomes the current
 * time in ms, so each visit gets a fresh URL (a list that must reload).
 * @example expandRedirect('/bb/use/list?category=latest&time={now}')
 */
export function expandRedirect(target: string, now: number = Date.now()): string {
  return target.replaceAll('{now}', String(now));
}
