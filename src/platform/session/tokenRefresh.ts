import { ApiError } from '../api/ApiError';
import { expireSession } from './expireSession';
import { getSession, updateAccessToken } from './sessionStore';

/** What POST /api/sc/user/refresh answers. */
export interface RefreshAnswer {
  access_token?: string;
  token_type?: string;
  expires_in?: number;
}

/** First refresh after start (spec section 9). */
export const FIRST_REFRESH_DELAY_MS = 2000;
/** Refresh this long before the token expires (spec section 9). */
export const REFRESH_MARGIN_S = 180;
/** Floor of the interval, so a very short-lived token cannot make a busy loop. */
const MIN_INTERVAL_S = 10;
/** After a network failure, try again this soon: the token may still be valid. */
const RETRY_AFTER_FAILURE_MS = 30_000;

let timer: ReturnType<typeof setTimeout> | null = null;
let generation = 0;
let running = false;

/** Seconds between refreshes for a token living `expiresIn` seconds. */
export function refreshIntervalSeconds(expiresIn: number): number {
  return Math.max(expiresIn - REFRESH_MARGIN_S, MIN_INTERVAL_S);
}

function schedule(delayMs: number, refresh: () => Promise<RefreshAnswer>, run: number): void {
  timer = setTimeout(() => {
    void refreshOnce(refresh, run);
  }, delayMs);
}

async function refreshOnce(refresh: () => Promise<RefreshAnswer>, run: number): Promise<void> {
  timer = null;
  let answer: RefreshAnswer;
  try {
    answer = await refresh();
  } catch (error) {
    if (run !== generation) return;
    if (error instanceof ApiError && error.status === 401) {
      stopTokenRefresh();
      if (getSession()) expireSession();
      return;
    }
    schedule(RETRY_AFTER_FAILURE_MS, refresh, run);
    return;
  }
  if (run !== generation) return;
  if (!answer?.access_token) {
    // Spec section 8: a refresh answer without a token reloads the page.
    stopTokenRefresh();
    window.location.reload();
    return;
  }
  const expiresIn = answer.expires_in ?? getSession()?.expiresIn ?? REFRESH_MARGIN_S * 2;
  updateAccessToken(answer.access_token, expiresIn);
  schedule(refreshIntervalSeconds(expiresIn) * 1000, refresh, run);
}

/**
 * Keeps the access token fresh: first refresh 2 s after start, then every
 * (expires_in − 180) s. Restarting replaces the running schedule.
 *
 * @example startTokenRefresh(() => api.post('/api/sc/user/refresh'))
 */
export function startTokenRefresh(refresh: () => Promise<RefreshAnswer>): void {
  stopTokenRefresh();
  running = true;
  schedule(FIRST_REFRESH_DELAY_MS, refresh, generation);
}

/** Stops the schedule; an answer still in flight is ignored. */
export function stopTokenRefresh(): void {
  generation += 1;
  running = false;
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

export function isTokenRefreshRunning(): boolean {
  return running;
}
