/**
 * Navigation for code outside React (the api client, session timers). The app root
 * registers the router's navigate function; before that (or in a test without a
 * router) a full page load is the fallback.
 */
type Navigator = (to: string) => void;

let navigator: Navigator | null = null;

export function setNavigator(next: Navigator | null): void {
  navigator = next;
}

/** @example navigateTo('/tokenexpired') */
export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}
