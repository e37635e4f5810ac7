import type { SecuritySettings } from './SecuritySettings';

/** How often idleness is checked (spec section 9). */
export const AUTO_LOGOUT_CHECK_MS = 60_000;
const HOUR_MS = 3_600_000;

/** What counts as the user being there: any pointer, key or scroll activity. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

export interface AutoLogoutDeps {
  loadSettings: () => Promise<SecuritySettings>;
  /** Ends the session and leaves for the sign-in page. */
  signOut: () => void;
}

let lastActivity = 0;
let settings: SecuritySettings | null = null;
let interval: ReturnType<typeof setInterval> | null = null;
let generation = 0;

function markActivity(): void {
  lastActivity = Date.now();
}

function load(deps: AutoLogoutDeps, run: number): void {
  deps.loadSettings().then(
    (loaded) => {
      if (run === generation) settings = loaded;
    },
    () => {
      // Without the rules nobody is signed out; the next check asks again.
    },
  );
}

/** Idle limit in ms, or null when auto-logout is off. */
export function idleLimitMs(rules: SecuritySettings | null): number | null {
  if (!rules?.autoLogoutEnabled) return null;
  const hours = Number(rules.autoLogoutDuration);
  return Number.isFinite(hours) && hours > 0 ? hours * HOUR_MS : null;
}

/**
 * Signs the user out after autoLogoutDuration hours without activity, when the
 * organisation enabled it. Checked every 60 s.
 *
 * @example startAutoLogout({ loadSettings: () => api.get('/api/sc/security'), signOut })
 */
export function startAutoLogout(deps: AutoLogoutDeps): void {
  stopAutoLogout();
  const run = generation;
  markActivity();
  for (const event of ACTIVITY_EVENTS) {
    window.addEventListener(event, markActivity, { capture: true, passive: true });
  }
  load(deps, run);
  interval = setInterval(() => {
    if (settings === null) {
      load(deps, run);
      return;
    }
    const limit = idleLimitMs(settings);
    if (limit !== null && Date.now() - lastActivity > limit) {
      stopAutoLogout();
      deps.signOut();
    }
  }, AUTO_LOGOUT_CHECK_MS);
}

export function stopAutoLogout(): void {
  generation += 1;
  settings = null;
  if (interval !== null) clearInterval(interval);
  interval = null;
  for (const event of ACTIVITY_EVENTS) {
    window.removeEventListener(event, markActivity, { capture: true });
  }
}
